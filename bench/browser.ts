export async function runBrowserBench() {}
