// Demo pictures drawn as SVG, so the site shows images from its own origin with no third-party host.

const PALETTES = [
  ['#f4a261', '#e76f51', '#264653'],
  ['#90be6d', '#43aa8b', '#277da1'],
  ['#ffd166', '#ef476f', '#073b4c'],
  ['#cdb4db', '#a2d2ff', '#3d405b'],
  ['#e9c46a', '#2a9d8f', '#1d3557'],
  ['#ffb4a2', '#b5838d', '#6d6875'],
] as const;

/** A building front under a sky, in one of six palettes. */
export function buildingSvg(index: number): string {
  const [sky, accent, wall] = PALETTES[index % PALETTES.length];
  const floors = 3 + (index % 4);
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    for (let column = 0; column < 5; column += 1) {
      const lit = (floor * 5 + column + index) % 3 === 0;
      windows.push(
        `<rect x="${150 + column * 62}" y="${330 - floor * 52}" width="34" height="30" rx="3" fill="${lit ? '#fff3b0' : '#dfe7ef'}"/>`,
      );
    }
  }
  const top = 330 - (floors - 1) * 52 - 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420" width="640" height="420">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff8f0"/></linearGradient></defs>
<rect width="640" height="420" fill="url(#s)"/>
<circle cx="540" cy="80" r="38" fill="#fff6d5" opacity="0.9"/>
<rect x="120" y="${top}" width="340" height="${400 - top}" fill="${wall}"/>
<rect x="110" y="${top - 14}" width="360" height="16" fill="${accent}"/>
${windows.join('')}
<rect x="270" y="360" width="40" height="40" fill="${accent}"/>
<rect x="0" y="398" width="640" height="22" fill="#6a994e"/>
<circle cx="70" cy="360" r="36" fill="#6a994e"/><rect x="66" y="360" width="8" height="40" fill="#7f5539"/>
<circle cx="560" cy="350" r="44" fill="#588157"/><rect x="556" y="350" width="8" height="50" fill="#7f5539"/>
</svg>`;
}

/** A floor plan drawing with `rooms` rooms. */
export function floorplanSvg(rooms: number, variant: number): string {
  const walls: string[] = [];
  const width = 560 / Math.max(rooms, 1);
  for (let room = 1; room < rooms; room += 1) {
    const x = 40 + room * width;
    walls.push(`<line x1="${x}" y1="40" x2="${x}" y2="${variant % 2 ? 260 : 220}" stroke="#334" stroke-width="6"/>`);
  }
  const labels = Array.from(
    { length: rooms },
    (_, room) =>
      `<text x="${40 + room * width + width / 2}" y="150" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#556">${room === 0 ? 'Living' : `Bed ${room}`}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420" width="640" height="420">
<rect width="640" height="420" fill="#f7f4ea"/>
<rect x="40" y="40" width="560" height="340" fill="#fffdf7" stroke="#334" stroke-width="8"/>
<line x1="40" y1="280" x2="${320 + (variant % 3) * 60}" y2="280" stroke="#334" stroke-width="6"/>
${walls.join('')}${labels.join('')}
<text x="${180 + (variant % 3) * 30}" y="335" font-family="sans-serif" font-size="20" fill="#556">Kitchen &amp; Bath</text>
</svg>`;
}
