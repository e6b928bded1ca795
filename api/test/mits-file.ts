// A MITS 4.1 file of any size, written as it is read (one property at a time), for the feed reader's scale test and
// `npm run bench:feed`: property n is "BX-n" (the bench data set's codes), with six floorplans (studio to 4 bedrooms
// and a townhome), two monthly fees and a one-time fee.
const BEDROOMS = [
  ['S', '0', 'Studio'],
  ['A', '1', 'A1'],
  ['B', '2', 'B1'],
  ['C', '3', 'C1'],
  ['D', '4', 'D1'],
  ['T', '3', 'The Townhome'],
] as const;

function property(n: number): string {
  const floorplans = BEDROOMS.map(([id, bedrooms, name], index) => {
    const rent = 800 + index * 450 + ((n * 41) % 400);
    return `<Floorplan IDValue="${id}${n}"><Name>${name}</Name><UnitCount>${10 + index}</UnitCount><UnitsAvailable>${(n + index) % 4}</UnitsAvailable><Room RoomType="Bedroom"><Count>${bedrooms}</Count></Room><Room RoomType="Bathroom"><Count>1</Count></Room><SquareFeet Min="${500 + index * 250}" Max="${590 + index * 250}"/><MarketRent Min="${rent}" Max="${rent + 225}"/><EffectiveRent Min="${rent - 50}" Max="${rent + 175}"/></Floorplan>`;
  }).join('');
  return `<Property IDValue="BX-${n}"><PropertyID><Identification IDValue="BX-${n}" IDType="PropertyID"/><MarketingName>Bench Residences ${n}</MarketingName><Address AddressType="property"><AddressLine1>${n} Main St</AddressLine1><City>San Antonio</City><State>TX</State><PostalCode>78205</PostalCode></Address></PropertyID><ILS_Identification><Latitude>29.4${n % 1000}</Latitude><Longitude>-98.4${n % 1000}</Longitude></ILS_Identification><Fees><Fee Frequency="Monthly" Required="true"><Name>Valet trash</Name><Amount>30.00</Amount></Fee><Fee Frequency="Monthly" Required="true"><Name>Pest control</Name><Amount>${5 + (n % 3)}.00</Amount></Fee><Fee Frequency="OneTime" Required="true"><Name>Application</Name><Amount>75.00</Amount></Fee></Fees>${floorplans}</Property>`;
}

/** The file's text in pieces of about `chunkProperties` properties each. */
export async function* generatedMitsFile(properties: number, chunkProperties = 50): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<PhysicalProperty>';
  let piece = '';
  for (let n = 1; n <= properties; n += 1) {
    piece += property(n);
    if (n % chunkProperties === 0) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}</PhysicalProperty>\n`;
}
