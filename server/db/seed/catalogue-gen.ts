/**
 * Writes fixtures/seed/catalogue.json: the demo catalogue (categories, brands, goods with specs and
 * skus, evaluations, services, coupons, stores, delivery templates, search words). Deterministic
 * (a seeded random generator), so re-running it gives the same file.
 *
 *   node --import tsx server/db/seed/catalogue-gen.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.ts';
import type { CatalogueFixture, FixtureGoods, FixtureSku, FixtureSpec } from './catalogue-types.ts';

let seed = 20240601;
function rnd(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;
const between = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));

// ── categories: 4 × 3 × 3 (+ one hidden branch) ─────────────────────────────────────────────
const tree: Array<[string, string, string, Array<[string, string[]]>]> = [
  ['数码电器', '数码', '#3b82f6', [['手机通讯', ['智能手机', '手机配件', '充电设备']], ['电脑办公', ['笔记本电脑', '键盘鼠标', '办公文具']], ['影音娱乐', ['耳机', '蓝牙音箱', '智能手表']]]],
  ['服饰鞋包', '服饰', '#ec4899', [['女装', ['连衣裙', '女士T恤', '女士外套']], ['男装', ['男士衬衫', '卫衣', '休闲裤']], ['鞋靴箱包', ['运动鞋', '双肩包', '行李箱']]]],
  ['食品生鲜', '食品', '#f59e0b', [['休闲零食', ['坚果炒货', '饼干糕点', '糖果巧克力']], ['茶饮冲调', ['茶叶', '咖啡', '牛奶乳品']], ['粮油调味', ['大米', '食用油', '调味品']]]],
  ['家居生活', '家居', '#10b981', [['家纺', ['床品四件套', '枕头', '毛巾浴巾']], ['厨具', ['锅具', '刀具', '保温杯']], ['清洁日化', ['洗衣液', '纸巾', '洗发沐浴']]]],
];

// ── goods: [leaf, name, latin short, brand, price yuan, market yuan, spec kind, unit, intro, keywords]
type SpecKind = 'none' | 'color' | 'colorSize' | 'storage' | 'weight' | 'colorShoe' | 'capacity';
type Row = [string, string, string, string, number, number, SpecKind, string, string, string];
const rows: Row[] = [
  ['智能手机', '星耀 X5 5G 智能手机 全面屏拍照手机', 'X5 Phone', '星耀', 2999, 3499, 'storage', '台', '6.7英寸全面屏 | 5000mAh大电池', '手机,5G,拍照'],
  ['智能手机', '星耀 Lite 8 轻薄长续航手机', 'Lite 8', '星耀', 1299, 1599, 'storage', '台', '轻至168g，续航两天', '手机,长续航,学生'],
  ['手机配件', '液态硅胶手机壳 防摔亲肤', 'Case', '极客派', 39.9, 69, 'color', '个', '四角气囊防摔，细腻肤感', '手机壳,防摔'],
  ['手机配件', '钢化膜高清防指纹 2片装', 'Glass', '极客派', 19.9, 39, 'none', '盒', '9H硬度，贴膜神器一贴即好', '钢化膜,贴膜'],
  ['充电设备', '65W 氮化镓快充充电器', 'GaN 65W', '电小强', 129, 199, 'color', '个', '一个顶三个，笔记本手机都能充', '充电器,快充,氮化镓'],
  ['充电设备', '20000mAh 大容量充电宝', 'Power', '电小强', 99, 149, 'color', '个', '可上飞机，双向快充', '充电宝,移动电源'],
  ['笔记本电脑', '轻薄本 Air 14 英寸 办公笔记本', 'Air 14', '星耀', 4599, 5299, 'storage', '台', '1.2kg 轻薄机身 2.8K屏', '笔记本,电脑,办公'],
  ['键盘鼠标', '无线静音鼠标 人体工学', 'Mouse', '极客派', 59, 99, 'color', '个', '静音按键，一节电池用一年', '鼠标,无线,静音'],
  ['键盘鼠标', '机械键盘 87键 热插拔', 'Keyboard', '极客派', 269, 399, 'color', '把', '热插拔轴体，RGB背光', '键盘,机械键盘'],
  ['办公文具', '按动中性笔 0.5mm 12支装', 'Pens', '简作', 15.8, 24, 'color', '盒', '顺滑速干，考试办公必备', '中性笔,文具'],
  ['办公文具', 'A5 皮面笔记本 加厚', 'Notebook', '简作', 29.9, 45, 'color', '本', '120g道林纸，不洇墨', '笔记本,本子,手账'],
  ['耳机', '主动降噪蓝牙耳机 Pro', 'Buds Pro', '声悦', 399, 599, 'color', '副', '-45dB深度降噪，30小时续航', '耳机,降噪,蓝牙'],
  ['耳机', '头戴式游戏耳机 7.1声道', 'Headset', '声悦', 199, 299, 'none', '副', '听声辨位，舒适耳罩', '耳机,游戏'],
  ['蓝牙音箱', '便携蓝牙音箱 户外防水', 'Speaker', '声悦', 159, 229, 'color', '台', 'IPX7防水，360°环绕音', '音箱,蓝牙,户外'],
  ['智能手表', '运动智能手表 血氧心率监测', 'Watch', '星耀', 699, 899, 'color', '块', '14天续航，100+运动模式', '手表,运动,智能'],
  ['连衣裙', '法式碎花连衣裙 收腰显瘦', 'Dress', '素衣坊', 189, 329, 'colorSize', '件', '雪纺面料，夏日清凉', '连衣裙,碎花,法式'],
  ['连衣裙', '针织长款连衣裙 秋冬打底', 'Knit', '素衣坊', 239, 399, 'colorSize', '件', '软糯针织，温柔百搭', '连衣裙,针织'],
  ['女士T恤', '纯棉圆领短袖T恤 女', 'Tee', '棉友', 49, 89, 'colorSize', '件', '新疆长绒棉，不变形', 'T恤,纯棉,短袖'],
  ['女士外套', '双面羊毛大衣 女 中长款', 'Coat', '素衣坊', 899, 1599, 'colorSize', '件', '双面呢工艺，轻暖有型', '大衣,羊毛,外套'],
  ['男士衬衫', '免烫商务衬衫 长袖 男', 'Shirt', '绅仕', 159, 259, 'colorSize', '件', '抗皱免烫，通勤首选', '衬衫,商务,免烫'],
  ['卫衣', '加绒连帽卫衣 男女同款', 'Hoodie', '棉友', 129, 199, 'colorSize', '件', '内里加绒，宽松落肩', '卫衣,加绒,连帽'],
  ['休闲裤', '直筒休闲裤 弹力宽松', 'Pants', '绅仕', 139, 229, 'colorSize', '条', '四面弹面料，久坐不皱', '休闲裤,裤子,直筒'],
  ['运动鞋', '轻量跑步鞋 透气缓震', 'Runner', '疾风', 299, 459, 'colorShoe', '双', '飞织鞋面，回弹中底', '跑鞋,运动鞋,缓震'],
  ['运动鞋', '复古板鞋 百搭小白鞋', 'Sneaker', '疾风', 219, 329, 'colorShoe', '双', '头层牛皮，经典百搭', '板鞋,小白鞋'],
  ['双肩包', '通勤双肩包 15.6寸电脑包', 'Backpack', '途行', 169, 269, 'color', '个', '防泼水面料，多隔层收纳', '双肩包,电脑包'],
  ['行李箱', '铝框拉杆箱 静音万向轮', 'Luggage', '途行', 499, 799, 'capacity', '个', 'PC箱体，TSA海关锁', '行李箱,拉杆箱,旅行'],
  ['坚果炒货', '每日坚果 混合果仁 30袋', 'Nuts', '果仁记', 89.9, 129, 'none', '盒', '6种坚果果干科学配比', '坚果,每日坚果,零食'],
  ['坚果炒货', '手剥巴旦木 奶油味', 'Almond', '果仁记', 35.9, 49.9, 'weight', '袋', '壳薄易剥，奶香浓郁', '巴旦木,坚果'],
  ['饼干糕点', '黄油曲奇礼盒 丹麦风味', 'Cookies', '麦香园', 58, 88, 'none', '盒', '新西兰黄油，酥松掉渣', '曲奇,饼干,礼盒'],
  ['饼干糕点', '蛋黄酥 6枚装 咸蛋黄', 'Pastry', '麦香园', 29.9, 39.9, 'none', '盒', '整颗咸蛋黄，层层起酥', '蛋黄酥,糕点'],
  ['糖果巧克力', '72%黑巧克力 纯可可脂', 'Choco', '可可乐园', 45, 68, 'weight', '盒', '纯可可脂，醇苦回甘', '巧克力,黑巧'],
  ['茶叶', '明前龙井 特级 罐装', 'Longjing', '茗山', 268, 398, 'weight', '罐', '西湖产区，豆香馥郁', '龙井,绿茶,茶叶'],
  ['茶叶', '云南普洱熟茶 357g 茶饼', 'Puer', '茗山', 158, 238, 'none', '饼', '勐海料，陈香醇厚', '普洱,熟茶,茶饼'],
  ['咖啡', '冻干咖啡粉 速溶黑咖啡 24颗', 'Coffee', '晨醒', 69, 99, 'none', '盒', '3秒速溶，冷热皆宜', '咖啡,速溶,冻干'],
  ['咖啡', '意式拼配咖啡豆 中深烘', 'Beans', '晨醒', 88, 128, 'weight', '袋', '坚果可可风味，油脂丰富', '咖啡豆,意式'],
  ['牛奶乳品', '全脂纯牛奶 250ml×24盒', 'Milk', '牧场', 69.9, 89.9, 'none', '箱', '3.6g乳蛋白，生牛乳', '牛奶,纯牛奶'],
  ['牛奶乳品', '低温酸奶 原味 100g×8杯', 'Yogurt', '牧场', 32.8, 42, 'none', '组', '0添加蔗糖，活性益生菌', '酸奶,低温'],
  ['大米', '东北五常大米 稻花香 5kg', 'Rice', '田园', 79.9, 109, 'none', '袋', '当季新米，软糯清香', '大米,五常,稻花香'],
  ['食用油', '压榨花生油 一级 5L', 'Oil', '田园', 119, 159, 'none', '桶', '物理压榨，浓香花生', '花生油,食用油'],
  ['调味品', '特级生抽酱油 零添加 500ml×2', 'Soy', '厨香', 26.8, 35, 'none', '组', '180天自然晒制', '酱油,生抽,调味'],
  ['调味品', '手工火锅底料 麻辣 3袋', 'Hotpot', '厨香', 39.9, 59, 'none', '组', '牛油炒制，重庆风味', '火锅底料,麻辣'],
  ['床品四件套', '60支长绒棉四件套 纯色', 'Bedding', '眠享', 399, 699, 'colorSize', '套', '丝滑亲肤，越洗越软', '四件套,床品,纯棉'],
  ['枕头', '慢回弹记忆棉枕头 护颈', 'Pillow', '眠享', 129, 199, 'none', '个', '贴合颈椎曲线，一夜好眠', '枕头,记忆棉,护颈'],
  ['毛巾浴巾', 'A类纯棉毛巾 3条装', 'Towel', '棉友', 39.9, 59, 'color', '组', '强吸水不掉毛，婴儿可用', '毛巾,纯棉'],
  ['锅具', '麦饭石不粘炒锅 32cm', 'Wok', '厨香', 189, 299, 'none', '口', '少油烟不粘，燃气电磁通用', '炒锅,不粘锅'],
  ['锅具', '珐琅铸铁锅 24cm 炖锅', 'Pot', '厨香', 329, 499, 'color', '口', '锁水聚热，炖汤神器', '铸铁锅,珐琅锅'],
  ['刀具', '德式不锈钢刀具 五件套', 'Knives', '厨香', 199, 329, 'none', '套', '一体锻造，锋利耐用', '刀具,菜刀'],
  ['保温杯', '316不锈钢保温杯 500ml', 'Bottle', '途行', 79, 129, 'color', '个', '24小时保温，一键开盖', '保温杯,水杯'],
  ['洗衣液', '洁净除菌洗衣液 3kg×2瓶', 'Detergent', '洁雅', 59.9, 89, 'none', '组', '99%除菌率，持久留香', '洗衣液,除菌'],
  ['纸巾', '原生木浆抽纸 3层 24包', 'Tissue', '洁雅', 45.9, 59.9, 'none', '箱', '柔韧不掉屑，母婴可用', '纸巾,抽纸'],
  ['洗发沐浴', '氨基酸洗发水 控油蓬松', 'Shampoo', '洁雅', 69, 99, 'capacity', '瓶', '温和氨基酸，清爽控油', '洗发水,控油'],
  ['洗发沐浴', '香氛沐浴露 持久留香', 'Body', '洁雅', 49, 79, 'none', '瓶', '白茶香调，滋润不紧绷', '沐浴露,香氛'],
  ['智能手机', '星耀 Fold 折叠屏手机', 'Fold', '星耀', 7999, 8999, 'storage', '台', '轻薄折叠，大屏办公', '手机,折叠屏'],
  ['耳机', '运动挂耳式蓝牙耳机', 'Sport', '声悦', 149, 219, 'color', '副', '稳固佩戴，跑步不掉', '耳机,运动'],
  ['女士T恤', '冰丝防晒开衫 UPF50+', 'Sunwear', '棉友', 79, 129, 'colorSize', '件', '凉感面料，轻薄防晒', '防晒衣,冰丝'],
  ['运动鞋', '儿童运动鞋 魔术贴', 'Kids', '疾风', 159, 239, 'colorShoe', '双', '软底防滑，轻便透气', '童鞋,运动鞋'],
  ['坚果炒货', '碧根果 奶香味 净含量', 'Pecan', '果仁记', 39.9, 55, 'weight', '袋', '颗粒饱满，一捏就开', '碧根果,坚果'],
  ['茶叶', '福鼎白茶 寿眉 礼盒', 'White Tea', '茗山', 198, 298, 'none', '盒', '日晒工艺，枣香甜润', '白茶,寿眉'],
  ['保温杯', '儿童吸管保温杯 400ml', 'Kids Cup', '途行', 89, 139, 'color', '个', '防漏吸管，食品级材质', '保温杯,儿童'],
  ['纸巾', '湿厕纸 40抽×6包', 'Wipes', '洁雅', 35.9, 49, 'none', '组', '可冲散，温和洁净', '湿厕纸,湿巾'],
  ['充电设备', '三合一无线充电座', 'Charger', '电小强', 199, 299, 'color', '个', '手机手表耳机同时充', '无线充,充电器'],
  ['调味品', '零添加蚝油 700g', 'Oyster', '厨香', 18.9, 25, 'none', '瓶', '鲜蚝熬制，提鲜增香', '蚝油,调味'],
  ['大米', '泰国茉莉香米 10kg', 'Jasmine', '田园', 129, 169, 'none', '袋', '原装进口，粒粒飘香', '大米,香米,泰国'],
  ['双肩包', '学生书包 减负护脊', 'School', '途行', 199, 299, 'color', '个', '护脊背板，轻量减负', '书包,学生'],
];

const brandInfo: Array<[string, string, string]> = [
  ['星耀', 'X', '科技让生活更明亮，专注智能终端与生态产品。'],
  ['极客派', 'J', '为数码爱好者打造高品质周边配件。'],
  ['电小强', 'D', '快充专家，安全高效的充电方案。'],
  ['简作', 'J', '简单好用的文具，陪你认真书写。'],
  ['声悦', 'S', '专注声学二十年，好声音触手可及。'],
  ['素衣坊', 'S', '自然面料，简约设计，写给都市女性。'],
  ['棉友', 'M', '纯棉好物，舒适每一天。'],
  ['绅仕', 'S', '男士通勤衣橱，得体从容。'],
  ['疾风', 'J', '为奔跑而生的专业运动品牌。'],
  ['途行', 'T', '出行装备，装下你的远方。'],
  ['果仁记', 'G', '全球优选坚果，新鲜现烘。'],
  ['麦香园', 'M', '传统烘焙手艺，一口回到童年。'],
  ['可可乐园', 'K', '从可可豆到巧克力的纯粹之旅。'],
  ['茗山', 'M', '原产地直采好茶。'],
  ['晨醒', 'C', '精品咖啡，唤醒每个清晨。'],
  ['牧场', 'M', '北纬黄金奶源带，天然好奶。'],
  ['田园', 'T', '从田间到餐桌的放心粮油。'],
  ['厨香', 'C', '让下厨成为享受。'],
  ['眠享', 'M', '睡眠科学家，好睡眠从床品开始。'],
  ['洁雅', 'J', '温和洁净，守护全家健康。'],
];

const colours: Record<string, string[]> = {
  default: ['曜石黑', '云雾白', '海湾蓝'],
  clothes: ['米白', '雾霾蓝', '焦糖', '黑色'],
  soft: ['樱花粉', '薄荷绿', '奶油黄'],
};
const sizes = ['S', 'M', 'L', 'XL'];
const shoeSizes = ['38', '39', '40', '41', '42'];
const storages = ['8GB+128GB', '8GB+256GB', '12GB+512GB'];
const weights = ['250g', '500g', '1kg'];
const capacities = ['20英寸', '24英寸', '28英寸'];
const hues = ['#6366f1', '#0ea5e9', '#14b8a6', '#f97316', '#e11d48', '#8b5cf6', '#22c55e', '#eab308', '#06b6d4', '#f43f5e'];

let specId = 0;
let specValueId = 0;
function spec(name: string, values: string[]): FixtureSpec {
  specId += 1;
  return { spec_id: specId, spec_name: name, values: values.map((v) => ({ spec_value_id: ++specValueId, spec_value_name: v })) };
}

function specsFor(kind: SpecKind): FixtureSpec[] {
  switch (kind) {
    case 'none':
      return [];
    case 'color':
      return [spec('颜色', pick([colours.default!, colours.soft!]).slice(0, between(2, 3)))];
    case 'colorSize': {
      const c = colours.clothes!.slice(0, between(2, 3));
      const s = sizes.slice(1, c.length === 3 ? 3 : between(3, 4));
      return [spec('颜色', c), spec('尺码', s)];
    }
    case 'colorShoe':
      return [spec('颜色', ['白色', '黑色']), spec('尺码', shoeSizes.slice(1, 4))];
    case 'storage':
      return [spec('版本', storages.slice(0, between(2, 3))), spec('颜色', colours.default!.slice(0, 2))];
    case 'weight':
      return [spec('规格', weights.slice(0, between(2, 3)))];
    case 'capacity':
      return [spec('尺寸', capacities.slice(0, 3))];
  }
}

function combos(specs: FixtureSpec[]): string[][] {
  let out: string[][] = [[]];
  for (const s of specs) out = out.flatMap((c) => s.values.map((v) => [...c, v.spec_value_name]));
  return out;
}

const content = (name: string, intro: string, unit: string): string =>
  [
    `<p style="text-align:center"><strong>${name}</strong></p>`,
    `<p>${intro}。精选材质，严格品控，每一件都经过多道工序检验后出库。</p>`,
    '<h3>商品亮点</h3>',
    '<ul><li>品质保障：正品行货，假一赔十</li><li>贴心服务：7天无理由退换</li><li>极速发货：下单后48小时内发出</li></ul>',
    `<p>规格参数：以实物为准，单位：${unit}。</p>`,
    '<p style="color:#6e6e6e">温馨提示：因显示器差异，图片颜色可能与实物略有不同。</p>',
  ].join('');

const reviewers = ['小鹿爱购物', '阿杰', '柠檬不酸', '快乐的胖虎', '晴天', '木子李', '北方的猫', '吃货小王', '安静的风', 'Emma', '大橙子', '老周'];
const goodWords = ['质量很好，和描述一致，物流也快！', '第二次回购了，一如既往的好。', '包装很用心，送人很有面子。', '性价比很高，推荐购买。', '做工精细，用了几天感觉不错。', '客服态度很好，有问必答。'];
const midWords = ['整体还可以，就是发货稍慢。', '一般般吧，价格还算合适。'];
const badWords = ['和图片有色差，不太满意。'];

const fixture: CatalogueFixture = {
  categories: [],
  brands: [],
  services: [
    { id: 1, service_name: '7天无理由退货', desc: '满足相应条件时，消费者可申请7天无理由退货' },
    { id: 2, service_name: '闪电退款', desc: '审核通过后极速退款到账' },
    { id: 3, service_name: '正品保障', desc: '商城所售商品均为正品' },
    { id: 4, service_name: '运费险', desc: '退换货可获得运费补贴' },
    { id: 5, service_name: '48小时发货', desc: '下单后48小时内发货' },
  ],
  templates: [
    {
      template_id: 1,
      template_name: '全国通用（满99包邮）',
      fee_type: 1,
      is_default: 1,
      items: [
        { area_ids: 'all', area_names: '全国', first_num: 1, first_fee: 800, continue_num: 1, continue_fee: 200, free_money: 9900 },
        { area_ids: ',65,54,', area_names: '新疆维吾尔自治区,西藏自治区', first_num: 1, first_fee: 2000, continue_num: 1, continue_fee: 1000, free_money: 0 },
      ],
    },
    {
      template_id: 2,
      template_name: '粮油按重量计费',
      fee_type: 2,
      is_default: 0,
      items: [{ area_ids: 'all', area_names: '全国', first_num: 1000, first_fee: 1000, continue_num: 1000, continue_fee: 500, free_money: 19900 }],
    },
  ],
  goods: [],
  coupons: [
    { coupon_type_id: 1, coupon_name: '满100减10元', type: 'reward', money: 1000, at_least: 10000, count: 1000, lead_count: 0, max_fetch: 2, validity_type: 1, fixed_term: 30, goods_type: 1 },
    { coupon_type_id: 2, coupon_name: '满199减30元', type: 'reward', money: 3000, at_least: 19900, count: 500, lead_count: 120, max_fetch: 1, validity_type: 0, end_days: 90, goods_type: 1 },
    { coupon_type_id: 3, coupon_name: '无门槛5元券', type: 'reward', money: 500, at_least: 0, count: 300, lead_count: 40, max_fetch: 1, validity_type: 1, fixed_term: 15, goods_type: 1 },
    { coupon_type_id: 4, coupon_name: '全场9.5折券', type: 'discount', discount: '9.50', discount_limit: 2000, at_least: 5000, count: -1, lead_count: 12, max_fetch: 3, validity_type: 0, end_days: 60, goods_type: 1 },
    { coupon_type_id: 5, coupon_name: '食品生鲜满59减8元', type: 'reward', money: 800, at_least: 5900, count: 800, lead_count: 66, max_fetch: 2, validity_type: 1, fixed_term: 20, goods_type: 4, category_names: ['食品生鲜'] },
    { coupon_type_id: 6, coupon_name: '限量抢：满150减20元', type: 'reward', money: 2000, at_least: 15000, count: 100, lead_count: 97, max_fetch: 1, validity_type: 0, end_days: 30, goods_type: 1 },
    { coupon_type_id: 7, coupon_name: '数码精选8.8折', type: 'discount', discount: '8.80', discount_limit: 5000, at_least: 0, count: 200, lead_count: 5, max_fetch: 1, validity_type: 2, goods_type: 2, goods_names: ['主动降噪蓝牙耳机 Pro', '便携蓝牙音箱 户外防水', '运动智能手表 血氧心率监测'] },
    { coupon_type_id: 8, coupon_name: '会员专享满300减50', type: 'reward', money: 5000, at_least: 30000, count: 100, lead_count: 0, max_fetch: 1, validity_type: 1, fixed_term: 30, goods_type: 1, is_show: 0 },
    { coupon_type_id: 9, coupon_name: '全场满80减12（厨具除外）', type: 'reward', money: 1200, at_least: 8000, count: 300, lead_count: 8, max_fetch: 2, validity_type: 1, fixed_term: 30, goods_type: 5, category_names: ['厨具'] },
  ],
  demo_member_coupons: [1, 3],
  stores: [
    { store_id: 1, store_name: '默认总店', telphone: '021-62880000', address: '南京西路1266号恒隆广场一层', full_address: '上海市,上海市,静安区', province_id: 31, city_id: 3101, district_id: 310106, longitude: '121.453500', latitude: '31.229700', is_default: 1, is_pickup: 1, open_date: '周一至周日 09:00-22:00', start_time: 9 * 3600, end_time: 22 * 3600, store_introduce: '总店位于南京西路商圈，支持门店自提。' },
    { store_id: 2, store_name: '徐汇体验店', telphone: '021-64260000', address: '漕溪北路88号圣爱广场二层', full_address: '上海市,上海市,徐汇区', province_id: 31, city_id: 3101, district_id: 310104, longitude: '121.437800', latitude: '31.192600', is_default: 0, is_pickup: 1, open_date: '周一至周五 10:00-21:00，周末 10:00-22:00', start_time: 10 * 3600, end_time: 21 * 3600, store_introduce: '体验店可试用数码新品，支持门店自提。' },
  ],
  search_words: { hot_words: '降噪耳机,连衣裙,每日坚果,保温杯,四件套,跑鞋,龙井', default_words: '蓝牙耳机' },
};

// Categories with explicit ids: tops 1-4, then seconds, then leaves.
let catId = 0;
const leafByName = new Map<string, { id: number; path: number[] }>();
tree.forEach(([name, short, , seconds], i) => {
  const topId = ++catId;
  const top = { category_id: topId, name, short_name: short, sort: i + 1, is_recommend: 1, children: [] as CatalogueFixture['categories'][number]['children'] };
  fixture.categories.push(top);
  seconds.forEach(([sname, leaves], j) => {
    const secondId = ++catId;
    const second = { category_id: secondId, name: sname, short_name: sname, sort: j + 1, children: [] as CatalogueFixture['categories'][number]['children'] };
    top.children!.push(second);
    leaves.forEach((lname, k) => {
      const leafId = ++catId;
      second.children!.push({ category_id: leafId, name: lname, short_name: lname, sort: k + 1 });
      leafByName.set(lname, { id: leafId, path: [topId, secondId, leafId] });
    });
  });
});
// A hidden branch (is_show -1) the tree must leave out.
const hiddenId = ++catId;
fixture.categories[3]!.children!.push({ category_id: hiddenId, name: '清仓专区（已下线）', short_name: '清仓', sort: 9, is_show: -1, children: [{ category_id: ++catId, name: '清仓杂货', short_name: '清仓杂货', sort: 1 }] });

brandInfo.forEach(([name, initial, desc], i) => fixture.brands.push({ brand_id: i + 1, brand_name: name, brand_initial: initial, brand_desc: desc, sort: 100 - i, is_recommend: i < 8 ? 1 : 0 }));
const brandId = (name: string): number => brandInfo.findIndex((b) => b[0] === name) + 1;

let skuId = 0;
const baseTime = 1717200000; // 2024-06-01
rows.forEach((r, idx) => {
  const [leaf, name, short, brand, price, market, kind, unit, intro, keywords] = r;
  const goodsId = idx + 1;
  const cat = leafByName.get(leaf);
  if (!cat) throw new Error(`unknown leaf ${leaf}`);
  const specs = specsFor(kind);
  const priceFen = Math.round(price * 100);
  const marketFen = Math.round(market * 100);
  const skus: FixtureSku[] = combos(specs).map((values, i) => {
    const step = kind === 'storage' ? (specs[0]!.values.findIndex((v) => v.spec_value_name === values[0]) * 50000) : kind === 'weight' || kind === 'capacity' ? i * Math.round(priceFen * 0.8) : 0;
    return {
      sku_id: ++skuId,
      spec_values: values,
      price: priceFen + step,
      market_price: marketFen + step,
      stock: between(20, 300),
      weight: kind === 'none' && /kg|5L|10kg/.test(name) ? (name.includes('10kg') ? 10000 : 5000) : between(1, 12) * 100,
    };
  });
  if (skus.length === 0) throw new Error('no skus');
  const g: FixtureGoods = {
    goods_id: goodsId,
    goods_name: name,
    short_name: short,
    color: hues[idx % hues.length]!,
    category_path: cat.path,
    brand_id: brandId(brand),
    introduction: intro,
    keywords,
    unit,
    goods_content: content(name, intro, unit),
    is_free_shipping: idx % 5 === 0 ? 1 : 0,
    shipping_template: ['大米', '食用油'].includes(leaf) ? 2 : 1,
    virtual_sale: between(0, 500),
    sale_num: between(0, 2000),
    goods_service_ids: idx % 3 === 0 ? '1,2,3' : '1,3,5',
    image_count: 3,
    specs,
    skus,
    max_buy: 0,
    min_buy: 0,
    is_limit: 0,
    limit_type: 1,
    goods_state: 1,
    sort: idx % 7,
    create_time: baseTime + idx * 86400,
    attrs: [
      { attr_name: '品牌', attr_value_name: brand },
      { attr_name: '产地', attr_value_name: pick(['中国大陆', '浙江杭州', '广东深圳', '上海']) },
    ],
    evaluations: [],
  };
  // Low stock on a few skus.
  if (idx % 9 === 4) g.skus[0]!.stock = between(1, 5);
  const n = idx % 4 === 3 ? 0 : between(3, 6);
  for (let e = 0; e < n; e++) {
    const scores = rnd() < 0.75 ? 5 : rnd() < 0.6 ? 4 : rnd() < 0.5 ? 3 : 2;
    const explain = scores >= 4 ? 1 : scores === 3 ? 2 : 3;
    g.evaluations.push({
      member_name: pick(reviewers),
      content: explain === 1 ? pick(goodWords) : explain === 2 ? pick(midWords) : pick(badWords),
      scores,
      explain_type: explain,
      is_anonymous: rnd() < 0.25 ? 1 : 0,
      explain_first: rnd() < 0.3 ? '感谢您的支持，期待再次光临！' : '',
      again_content: rnd() < 0.2 ? '用了一段时间，依然很满意。' : '',
      sku_index: between(0, g.skus.length - 1),
      days_ago: between(1, 120),
    });
  }
  fixture.goods.push(g);
});

// Special goods the tests and benches rely on (ids are stable as long as `rows` keeps its order).
const byShort = (s: string): FixtureGoods => fixture.goods.find((g) => g.short_name === s)!;
// Exactly 10 units, one sku: the contention bench.
const bench = byShort('Glass');
bench.skus[0]!.stock = 10;
bench.goods_name = '钢化膜高清防指纹 2片装（限量10件）';
// Sold out.
for (const s of byShort('Coat').skus) s.stock = 0;
// Off sale.
byShort('Headset').goods_state = 0;
// Purchase limits.
Object.assign(byShort('Fold'), { max_buy: 2, is_limit: 1, limit_type: 1 });
Object.assign(byShort('Milk'), { min_buy: 2 });

// Coupon goods scopes named by goods name / category name → ids.
for (const c of fixture.coupons) {
  if (c.goods_names) c.goods_ids = c.goods_names.map((n) => fixture.goods.find((g) => g.goods_name === n)!.goods_id);
  if (c.category_names) {
    c.category_ids = c.category_names.map((n) => {
      const walk = (list: CatalogueFixture['categories']): number | undefined => {
        for (const x of list) {
          if (x.name === n) return x.category_id;
          const hit = x.children ? walk(x.children) : undefined;
          if (hit) return hit;
        }
        return undefined;
      };
      return walk(fixture.categories)!;
    });
  }
}

const out = path.join(repoRoot, 'fixtures', 'seed', 'catalogue.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(fixture, null, 1) + '\n');
console.log(`wrote ${out}: ${fixture.goods.length} goods, ${skuId} skus, ${catId} categories`);
