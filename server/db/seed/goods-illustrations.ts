/**
 * Which illustration (an icon of server/lib/emoji.ts) a demo goods or category picture shows, from
 * the words of its name: the goods' name first, then its own short name, its category and its
 * top category, so a goods whose name says nothing known still shows its kind of thing. Rules are
 * tried in order (the more specific first: a phone case before a phone, a laptop before a paper
 * notebook); Chinese and English words both, as the demo data has both.
 */
const RULES: Array<[RegExp, string]> = [
  // bags first: a laptop backpack is a backpack
  [/拉杆箱|行李箱|luggage|suitcase/i, 'luggage'],
  [/书包|双肩包|背包|backpack|school/i, 'backpack'],
  // digital
  [/充电宝|移动电源|power ?bank|\bpower\b/i, 'battery'],
  [/无线充|charger/i, 'high-voltage'],
  [/充电|快充|氮化镓|\bgan\b/i, 'electric-plug'],
  [/手机壳|保护壳|\bcase\b/i, 'shield'],
  [/手机|钢化膜|phone|\bfold\b|\bglass\b/i, 'mobile-phone'],
  [/笔记本电脑|轻薄本|laptop|电脑|\bair\b/i, 'laptop'],
  [/鼠标|mouse/i, 'computer-mouse'],
  [/键盘|keyboard/i, 'keyboard'],
  [/中性笔|签字笔|钢笔|圆珠笔|文具|\bpens?\b/i, 'pen'],
  [/笔记本|本子|notebook/i, 'notebook'],
  [/耳机|影音|headphones?|headset|\bbuds\b|earbuds/i, 'headphone'],
  [/音箱|speaker/i, 'speaker-high-volume'],
  [/手表|watch/i, 'watch'],
  [/数码|电器|digital/i, 'laptop'],
  // clothing, shoes, bags
  [/服饰/, 't-shirt'],
  [/连衣裙|裙|dress|\bknit\b/i, 'dress'],
  [/t恤|\btee\b|t-shirt/i, 't-shirt'],
  [/大衣|外套|卫衣|\bcoat\b|hoodie|jacket/i, 'coat'],
  [/衬衫|男装|shirt/i, 'necktie'],
  [/开衫|防晒|女装|sunwear|cardigan/i, 'womans-clothes'],
  [/裤|pants|trousers|jeans/i, 'jeans'],
  [/鞋|shoes?|sneakers?|runner/i, 'running-shoe'],
  [/箱包|clothing|fashion/i, 'shopping-bags'],
  // food
  [/碧根果|巴旦木|板栗|pecan|almond/i, 'chestnut'],
  [/坚果|果仁|花生(?!油)|\bnuts?\b/i, 'peanuts'],
  [/曲奇|饼干|cookies?|biscuit/i, 'cookie'],
  [/蛋黄酥|月饼|糕点|pastry|mooncake/i, 'moon-cake'],
  [/巧克力|choco/i, 'chocolate-bar'],
  [/糖果|零食|candy|snack/i, 'candy'],
  [/咖啡|coffee|\bbeans\b/i, 'hot-beverage'],
  [/普洱|茶饼|puer/i, 'teapot'],
  [/白茶|white tea/i, 'herb'],
  [/茶|龙井|\btea\b|longjing/i, 'teacup-without-handle'],
  [/酸奶|yogh?urt/i, 'custard'],
  [/牛奶|乳|milk/i, 'glass-of-milk'],
  [/茉莉|香米|jasmine/i, 'sheaf-of-rice'],
  [/大米|粮|rice/i, 'cooked-rice'],
  [/蚝油|oyster/i, 'oyster'],
  [/酱油|生抽|\bsoy\b/i, 'jar'],
  [/火锅|麻辣|hotpot/i, 'hot-pepper'],
  [/花生油|食用油|\boil\b/i, 'olive'],
  [/调味|盐|salt|spice/i, 'salt'],
  [/食品|生鲜|food/i, 'red-apple'],
  // home
  [/四件套|床品|家纺|bedding/i, 'bed'],
  [/枕|pillow/i, 'cloud'],
  [/毛巾|浴巾|towel/i, 'bathtub'],
  [/炒锅|平底锅|厨具|\bwok\b/i, 'cooking'],
  [/炖锅|铸铁锅|锅|\bpot\b/i, 'pot-of-food'],
  [/刀|knives|knife/i, 'kitchen-knife'],
  [/吸管|儿童.*杯|kids cup/i, 'baby-bottle'],
  [/保温杯|杯|bottle|\bcup\b/i, 'cup-with-straw'],
  [/洗衣|清洁|detergent/i, 'bubbles'],
  [/抽纸|纸巾|湿厕纸|tissue|wipes/i, 'roll-of-paper'],
  [/洗发|shampoo/i, 'lotion-bottle'],
  [/沐浴|香皂|body|soap/i, 'soap'],
  [/家居|home/i, 'couch-and-lamp'],
  [/清仓|clearance/i, 'label'],
];

/** What a picture shows when no word is known. */
export const DEFAULT_ILLUSTRATION = 'shopping-bags';

/** The illustration for the first of `texts` (most specific first) that a rule knows. */
export function illustrationFor(texts: Array<string | undefined>): string {
  for (const text of texts) {
    if (!text) continue;
    for (const [re, icon] of RULES) if (re.test(text)) return icon;
  }
  return DEFAULT_ILLUSTRATION;
}

/** Every illustration a rule may answer (the tests check the icon set has each). */
export const ILLUSTRATIONS: string[] = [...new Set([...RULES.map(([, icon]) => icon), DEFAULT_ILLUSTRATION])];
