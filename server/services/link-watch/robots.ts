/**
 * robots.txt as RFC 9309 reads it: the group naming this agent (by its product token, case
 * insensitive) or else the `*` group; the longest matching Allow or Disallow rule decides, Allow
 * winning a tie; `*` matches any run of characters and a final `$` anchors the end.
 */

interface Rule {
  allow: boolean
  pattern: string
}

function groupsOf(text: string): { agents: string[]; rules: Rule[] }[] {
  const groups: { agents: string[]; rules: Rule[] }[] = []
  let current: { agents: string[]; rules: Rule[] } | undefined
  let lastWasAgent = false
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim()
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const key = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (key === 'user-agent') {
      // Consecutive user-agent lines share one group.
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] }
        groups.push(current)
      }
      current.agents.push(value.toLowerCase())
      lastWasAgent = true
    } else if ((key === 'allow' || key === 'disallow') && current) {
      // An empty Disallow allows everything: it adds no rule.
      if (value) current.rules.push({ allow: key === 'allow', pattern: value })
      lastWasAgent = false
    } else {
      lastWasAgent = false
    }
  }
  return groups
}

const toRegExp = (pattern: string) => {
  const anchored = pattern.endsWith('$')
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${body}${anchored ? '$' : ''}`)
}

/** Percent-encodes what a path may hold unencoded, so `/ü` and `/%C3%BC` compare equal. */
const normalisePath = (path: string) => {
  try {
    return encodeURI(decodeURI(path))
  } catch {
    return path
  }
}

/** Whether `agent` (its product token, such as `HackathonsLinkWatch`) may fetch `pathAndQuery`. */
export function robotsAllow(robotsTxt: string, agent: string, pathAndQuery: string): boolean {
  const groups = groupsOf(robotsTxt)
  const token = agent.toLowerCase()
  const own = groups.filter((g) => g.agents.some((a) => a !== '*' && (a === token || a.startsWith(`${token}/`))))
  const chosen = own.length > 0 ? own : groups.filter((g) => g.agents.includes('*'))
  const path = normalisePath(pathAndQuery)
  let best: Rule | undefined
  for (const rule of chosen.flatMap((g) => g.rules)) {
    if (!toRegExp(normalisePath(rule.pattern)).test(path)) continue
    const longer = !best || rule.pattern.length > best.pattern.length
    const tieAllows = best !== undefined && rule.pattern.length === best.pattern.length && rule.allow
    if (longer || tieAllows) best = rule
  }
  return best?.allow ?? true
}
