const WORKSHOP = new URL('../', import.meta.url).href

export async function resolve (specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context)
  } catch (error) {
    const bare = !/^(\.|\/|[a-z]+:)/i.test(specifier)
    if (error.code !== 'ERR_MODULE_NOT_FOUND' || !bare) throw error
    return nextResolve(specifier, { ...context, parentURL: WORKSHOP })
  }
}
