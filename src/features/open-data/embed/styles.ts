/** The colours of the dark look, for `theme="dark"` and for `auto` on a reader's dark system. */
const DARK =
  '--bg:#111827;--fg:#f3f4f6;--muted:#cbd5e1;--line:#374151;--accent:var(--hackathons-accent,#93c5fd);--cancelled:#fca5a5'

/**
 * The embedded list's look, inside its shadow root so a host page's rules neither reach in nor
 * leak out: `--hackathons-accent` and `--hackathons-font` and the parts (`::part(item)`...) are the
 * host's handles. Its own background, so a theme keeps its contrast on any page.
 */
export const EMBED_CSS = `
:host{display:block;font-family:var(--hackathons-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);line-height:1.4}
:host([hidden]){display:none}
.auto,.light{--bg:#fff;--fg:#1a202c;--muted:#4a5568;--line:#e2e8f0;--accent:var(--hackathons-accent,#1d4ed8);--cancelled:#b91c1c}
.dark{${DARK}}
@media (prefers-color-scheme:dark){.auto{${DARK}}}
[part~=frame]{color:var(--fg);background:var(--bg);padding:.75em 1em;border-radius:.5em}
ul{list-style:none;margin:0;padding:0}
li{padding:.6em 0;border-bottom:1px solid var(--line);overflow-wrap:anywhere}
a{color:var(--accent)}
a:focus-visible{outline:2px solid var(--accent);outline-offset:2px;border-radius:2px}
[part~=link]{font-weight:600}
[part~=cancelled]{margin-inline-start:.5em;color:var(--cancelled);font-size:.875em;font-weight:600}
[part~=details]{display:flex;flex-wrap:wrap;column-gap:1em;margin-top:.15em;color:var(--muted);font-size:.875em}
[part~=status]{margin:0;color:var(--muted)}
[part~=error]{color:var(--fg)}
[part~=more]{display:inline-block;margin-top:.6em;font-size:.875em}
`
