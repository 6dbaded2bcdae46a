const COLOURS = ['#0B3C5D', '#7A1F3D'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A simple logo (initials in a roundel and the name), 150 px wide like §9's logo width. */
export function logoSvg(companyName: string, index: number): string {
  const words = companyName.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const colour = COLOURS[index % COLOURS.length]!;
  const short = words.slice(0, 2).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="48" viewBox="0 0 150 48">
  <circle cx="24" cy="24" r="22" fill="${colour}"/>
  <text x="24" y="30" font-family="Georgia, serif" font-size="18" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
  <text x="54" y="29" font-family="Georgia, serif" font-size="13" fill="${colour}">${escapeXml(short)}</text>
</svg>
`;
}
