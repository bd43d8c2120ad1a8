//! The words the lake is made of, in both languages: cities and their districts, developer
//! brands, the parts of residential project names, enterprise kinds, roads, and the
//! near-homophones used to misspell Chinese place names.
//!
//! Every district name is unique across cities (in both languages), so a city–district pair that
//! does not exist is a real "Unmatch" rather than a different district of the same name.

/// A city and its districts. `zh` carries the 市 suffix; `en` is the bare romanised name.
pub(crate) struct CityDef {
    pub en: &'static str,
    pub zh: &'static str,
    pub slug: &'static str,
    /// Typical new-home price in yuan per square metre, to make prices plausible.
    pub price: u32,
    pub districts: &'static [DistrictDef],
}

/// A district: `en` is the bare name ("Conghua"; shown as "Conghua District"), `zh` carries 区.
pub(crate) struct DistrictDef {
    pub en: &'static str,
    pub zh: &'static str,
    pub slug: &'static str,
}

const fn d(en: &'static str, zh: &'static str, slug: &'static str) -> DistrictDef {
    DistrictDef { en, zh, slug }
}

pub(crate) const CITIES: &[CityDef] = &[
    CityDef {
        en: "Guangzhou",
        zh: "广州市",
        slug: "guangzhou",
        price: 36_000,
        districts: &[
            d("Conghua", "从化区", "conghua"),
            d("Huadu", "花都区", "huadu"),
            d("Panyu", "番禺区", "panyu"),
            d("Tianhe", "天河区", "tianhe"),
            d("Yuexiu", "越秀区", "yuexiu"),
            d("Haizhu", "海珠区", "haizhu"),
            d("Liwan", "荔湾区", "liwan"),
            d("Baiyun", "白云区", "baiyun"),
            d("Nansha", "南沙区", "nansha"),
            d("Zengcheng", "增城区", "zengcheng"),
        ],
    },
    CityDef {
        en: "Shanghai",
        zh: "上海市",
        slug: "shanghai",
        price: 62_000,
        districts: &[
            d("Minhang", "闵行区", "minhang"),
            d("Jing'an", "静安区", "jingan"),
            d("Xuhui", "徐汇区", "xuhui"),
            d("Changning", "长宁区", "changning"),
            d("Putuo", "普陀区", "putuo"),
            d("Yangpu", "杨浦区", "yangpu"),
            d("Baoshan", "宝山区", "baoshan"),
            d("Jiading", "嘉定区", "jiading"),
            d("Songjiang", "松江区", "songjiang"),
            d("Qingpu", "青浦区", "qingpu"),
            d("Fengxian", "奉贤区", "fengxian"),
        ],
    },
    CityDef {
        en: "Beijing",
        zh: "北京市",
        slug: "beijing",
        price: 58_000,
        districts: &[
            d("Chaoyang", "朝阳区", "chaoyang"),
            d("Haidian", "海淀区", "haidian"),
            d("Fengtai", "丰台区", "fengtai"),
            d("Daxing", "大兴区", "daxing"),
            d("Tongzhou", "通州区", "tongzhou"),
            d("Shunyi", "顺义区", "shunyi"),
            d("Changping", "昌平区", "changping"),
            d("Miyun", "密云区", "miyun"),
            d("Fangshan", "房山区", "fangshan"),
            d("Huairou", "怀柔区", "huairou"),
        ],
    },
    CityDef {
        en: "Shenzhen",
        zh: "深圳市",
        slug: "shenzhen",
        price: 60_000,
        districts: &[
            d("Futian", "福田区", "futian"),
            d("Luohu", "罗湖区", "luohu"),
            d("Bao'an", "宝安区", "baoan"),
            d("Longgang", "龙岗区", "longgang"),
            d("Longhua", "龙华区", "longhua"),
            d("Pingshan", "坪山区", "pingshan"),
            d("Guangming", "光明区", "guangming"),
            d("Yantian", "盐田区", "yantian"),
        ],
    },
    CityDef {
        en: "Hangzhou",
        zh: "杭州市",
        slug: "hangzhou",
        price: 33_000,
        districts: &[
            d("Qiantang", "钱塘区", "qiantang"),
            d("Shangcheng", "上城区", "shangcheng"),
            d("Gongshu", "拱墅区", "gongshu"),
            d("Xiaoshan", "萧山区", "xiaoshan"),
            d("Yuhang", "余杭区", "yuhang"),
            d("Lin'an", "临安区", "linan"),
            d("Fuyang", "富阳区", "fuyang"),
        ],
    },
    CityDef {
        en: "Nanjing",
        zh: "南京市",
        slug: "nanjing",
        price: 29_000,
        districts: &[
            d("Xuanwu", "玄武区", "xuanwu"),
            d("Qinhuai", "秦淮区", "qinhuai"),
            d("Jianye", "建邺区", "jianye"),
            d("Gulou", "鼓楼区", "gulou"),
            d("Pukou", "浦口区", "pukou"),
            d("Qixia", "栖霞区", "qixia"),
            d("Yuhuatai", "雨花台区", "yuhuatai"),
            d("Jiangning", "江宁区", "jiangning"),
            d("Liuhe", "六合区", "liuhe"),
            d("Lishui", "溧水区", "lishui"),
            d("Gaochun", "高淳区", "gaochun"),
        ],
    },
    CityDef {
        en: "Chengdu",
        zh: "成都市",
        slug: "chengdu",
        price: 17_000,
        districts: &[
            d("Jinjiang", "锦江区", "jinjiang"),
            d("Qingyang", "青羊区", "qingyang"),
            d("Jinniu", "金牛区", "jinniu"),
            d("Wuhou", "武侯区", "wuhou"),
            d("Chenghua", "成华区", "chenghua"),
            d("Longquanyi", "龙泉驿区", "longquanyi"),
            d("Wenjiang", "温江区", "wenjiang"),
            d("Pidu", "郫都区", "pidu"),
            d("Shuangliu", "双流区", "shuangliu"),
            d("Xindu", "新都区", "xindu"),
        ],
    },
    CityDef {
        en: "Wuhan",
        zh: "武汉市",
        slug: "wuhan",
        price: 16_000,
        districts: &[
            d("Jiang'an", "江岸区", "jiangan"),
            d("Jianghan", "江汉区", "jianghan"),
            d("Wuchang", "武昌区", "wuchang"),
            d("Hongshan", "洪山区", "hongshan"),
            d("Hanyang", "汉阳区", "hanyang"),
            d("Qingshan", "青山区", "qingshan"),
            d("Caidian", "蔡甸区", "caidian"),
            d("Jiangxia", "江夏区", "jiangxia"),
            d("Huangpi", "黄陂区", "huangpi"),
            d("Dongxihu", "东西湖区", "dongxihu"),
        ],
    },
    CityDef {
        en: "Suzhou",
        zh: "苏州市",
        slug: "suzhou",
        price: 23_000,
        districts: &[
            d("Gusu", "姑苏区", "gusu"),
            d("Wuzhong", "吴中区", "wuzhong"),
            d("Xiangcheng", "相城区", "xiangcheng"),
            d("Huqiu", "虎丘区", "huqiu"),
            d("Wujiang", "吴江区", "wujiang"),
        ],
    },
    CityDef {
        en: "Xi'an",
        zh: "西安市",
        slug: "xian",
        price: 15_000,
        districts: &[
            d("Yanta", "雁塔区", "yanta"),
            d("Beilin", "碑林区", "beilin"),
            d("Lianhu", "莲湖区", "lianhu"),
            d("Xincheng", "新城区", "xincheng"),
            d("Weiyang", "未央区", "weiyang"),
            d("Baqiao", "灞桥区", "baqiao"),
            d("Chang'an", "长安区", "changan"),
            d("Lintong", "临潼区", "lintong"),
        ],
    },
    CityDef {
        en: "Chongqing",
        zh: "重庆市",
        slug: "chongqing",
        price: 12_500,
        districts: &[
            d("Yuzhong", "渝中区", "yuzhong"),
            d("Jiangbei", "江北区", "jiangbei"),
            d("Nan'an", "南岸区", "nanan"),
            d("Shapingba", "沙坪坝区", "shapingba"),
            d("Jiulongpo", "九龙坡区", "jiulongpo"),
            d("Yubei", "渝北区", "yubei"),
            d("Banan", "巴南区", "banan"),
            d("Beibei", "北碚区", "beibei"),
        ],
    },
    CityDef {
        en: "Tianjin",
        zh: "天津市",
        slug: "tianjin",
        price: 17_500,
        districts: &[
            d("Heping", "和平区", "heping"),
            d("Hexi", "河西区", "hexi"),
            d("Nankai", "南开区", "nankai"),
            d("Hongqiao", "红桥区", "hongqiao"),
            d("Dongli", "东丽区", "dongli"),
            d("Xiqing", "西青区", "xiqing"),
            d("Jinnan", "津南区", "jinnan"),
            d("Beichen", "北辰区", "beichen"),
            d("Wuqing", "武清区", "wuqing"),
        ],
    },
    CityDef {
        en: "Changsha",
        zh: "长沙市",
        slug: "changsha",
        price: 11_500,
        districts: &[
            d("Furong", "芙蓉区", "furong"),
            d("Tianxin", "天心区", "tianxin"),
            d("Yuelu", "岳麓区", "yuelu"),
            d("Kaifu", "开福区", "kaifu"),
            d("Wangcheng", "望城区", "wangcheng"),
        ],
    },
    CityDef {
        en: "Zhengzhou",
        zh: "郑州市",
        slug: "zhengzhou",
        price: 12_000,
        districts: &[
            d("Jinshui", "金水区", "jinshui"),
            d("Zhongyuan", "中原区", "zhongyuan"),
            d("Erqi", "二七区", "erqi"),
            d("Guancheng", "管城区", "guancheng"),
            d("Huiji", "惠济区", "huiji"),
        ],
    },
];

/// A bilingual word: romanised form and Chinese form.
pub(crate) type Pair = (&'static str, &'static str);

/// Developer brands. A project carries its developer's brand ("Huayue Binjiang Garden"), which
/// is what makes the brand-less short form ("Binjiang Garden") a natural thing to type.
pub(crate) const BRANDS: &[Pair] = &[
    ("Huayue", "华悦"),
    ("Jinsheng", "金晟"),
    ("Lanting", "兰亭"),
    ("Hongtai", "鸿泰"),
    ("Jiahong", "嘉宏"),
    ("Hengchang", "恒昌"),
    ("Shengda", "盛达"),
    ("Runze", "润泽"),
    ("Hongyuan", "宏远"),
    ("Yongxin", "永信"),
    ("Delong", "德隆"),
    ("Taihe", "泰和"),
    ("Zhonglian", "中联"),
    ("Anju", "安居"),
    ("Ronghui", "融汇"),
    ("Huixin", "汇鑫"),
    ("Wanhe", "万和"),
    ("Xinhong", "新鸿"),
    ("Changsheng", "昌盛"),
    ("Guoxin", "国信"),
    ("Baoli", "宝利"),
    ("Dingsheng", "鼎盛"),
    ("Xinghui", "星汇"),
    ("Huachen", "华晨"),
    ("Zhonghong", "中宏"),
    ("Dongfang", "东方"),
    ("Jintai", "锦泰"),
    ("Kanghua", "康华"),
    ("Yufeng", "裕丰"),
    ("Furui", "福瑞"),
    ("Mingyuan", "铭远"),
    ("Xianghe", "祥和"),
    ("Xinda", "信达"),
    ("Huacheng", "华城"),
    ("Zhuoyue", "卓越"),
    ("Junhe", "君和"),
    ("Zhongtian", "中天"),
    ("Hongyang", "弘阳"),
    ("Jinhong", "金泓"),
    ("Jianxin", "建信"),
    ("Tianyu", "天誉"),
    ("Mingzhu", "明珠"),
    ("Haichuang", "海创"),
    ("Hongda", "宏达"),
    ("Lianfa", "联发"),
    ("Yifeng", "益丰"),
    ("Hengxin", "恒信"),
    ("Boya", "博雅"),
    ("Jiahe", "嘉禾"),
    ("Huitong", "汇通"),
    ("Zhaofeng", "兆丰"),
    ("Ruihua", "瑞华"),
    ("Tongchuang", "同创"),
    ("Guangsha", "广厦"),
    ("Anhe", "安和"),
    ("Zhongtai", "众泰"),
    ("Ronghua", "荣华"),
    ("Jinyu", "金域"),
    ("Kaixuan", "凯旋"),
    ("Xinjing", "新景"),
    ("Datang", "大唐"),
    ("Hengtai", "恒泰"),
    ("Runhe", "润和"),
    ("Meilin", "美林"),
];

/// The distinctive middle of a project name ("Binjiang" / "滨江").
pub(crate) const NAME_CORES: &[Pair] = &[
    ("Binjiang", "滨江"),
    ("Cuihu", "翠湖"),
    ("Jinxiu", "锦绣"),
    ("Yuntai", "云台"),
    ("Jingui", "金桂"),
    ("Zijing", "紫荆"),
    ("Xinghe", "星河"),
    ("Tianyue", "天悦"),
    ("Yujing", "御景"),
    ("Fenghuang", "凤凰"),
    ("Yulan", "玉兰"),
    ("Haitang", "海棠"),
    ("Chunjiang", "春江"),
    ("Bishui", "碧水"),
    ("Fenglin", "枫林"),
    ("Guanlan", "观澜"),
    ("Shuxiang", "书香"),
    ("Tingtao", "听涛"),
    ("Lanyue", "揽月"),
    ("Xiangzhang", "香樟"),
    ("Wutong", "梧桐"),
    ("Lanwan", "澜湾"),
    ("Banshan", "半山"),
    ("Feicui", "翡翠"),
    ("Shuiyun", "水韵"),
    ("Ludao", "鹭岛"),
    ("Hetang", "荷塘"),
    ("Yinxing", "银杏"),
    ("Xiangshu", "橡树"),
    ("Qingfeng", "清风"),
    ("Mingyue", "明月"),
    ("Jiuli", "九里"),
    ("Taoyuan", "桃源"),
    ("Songtao", "松涛"),
    ("Xiaoyue", "晓月"),
    ("Langqing", "朗晴"),
    ("Yasong", "雅颂"),
    ("Yuelan", "悦澜"),
    ("Xigu", "溪谷"),
    ("Zhuxi", "竹溪"),
    ("Danfeng", "丹枫"),
    ("Yingyue", "映月"),
    ("Fangcao", "芳草"),
    ("Qingxi", "青溪"),
    ("Jinghu", "景湖"),
    ("Weilan", "蔚蓝"),
    ("Wangjiang", "望江"),
];

/// The kind word that ends a project name ("Garden" / "花园").
pub(crate) const NAME_SUFFIXES: &[Pair] = &[
    ("Garden", "花园"),
    ("Court", "雅苑"),
    ("Mansion", "公馆"),
    ("Residence", "华府"),
    ("Manor", "名邸"),
    ("Bay", "湾"),
    ("Homeland", "家园"),
    ("Villa", "山庄"),
    ("Plaza", "广场"),
    ("Apartments", "公寓"),
];

/// An enterprise's line of business: full form and the short form people use.
pub(crate) struct EnterpriseKind {
    pub en: &'static str,
    pub en_short: &'static str,
    pub zh: &'static str,
    pub zh_short: &'static str,
}

const fn k(
    en: &'static str,
    en_short: &'static str,
    zh: &'static str,
    zh_short: &'static str,
) -> EnterpriseKind {
    EnterpriseKind {
        en,
        en_short,
        zh,
        zh_short,
    }
}

/// "Guangzhou Huayue Real Estate Development Co., Ltd." is shortened to "Huayue Real Estate";
/// "广州华悦房地产开发有限公司" to "华悦地产" (an abbreviation, not a substring).
pub(crate) const ENTERPRISE_KINDS: &[EnterpriseKind] = &[
    k(
        "Real Estate Development Co., Ltd.",
        "Real Estate",
        "房地产开发有限公司",
        "地产",
    ),
    k(
        "Property Group Co., Ltd.",
        "Property",
        "置业集团有限公司",
        "置业",
    ),
    k(
        "Urban Construction Investment Co., Ltd.",
        "Urban Construction",
        "城市建设投资有限公司",
        "城建",
    ),
    k("Holdings Co., Ltd.", "Holdings", "控股有限公司", "控股"),
    k("Industrial Co., Ltd.", "Industrial", "实业有限公司", "实业"),
    k(
        "Investment Group Co., Ltd.",
        "Investment",
        "投资集团有限公司",
        "投资",
    ),
    k(
        "Land Development Co., Ltd.",
        "Land",
        "土地开发有限公司",
        "土地",
    ),
    k(
        "Commercial Management Co., Ltd.",
        "Commercial",
        "商业管理有限公司",
        "商管",
    ),
];

/// Road names for addresses.
pub(crate) const ROADS: &[Pair] = &[
    ("Zhongshan", "中山"),
    ("Renmin", "人民"),
    ("Jiefang", "解放"),
    ("Jianshe", "建设"),
    ("Binhe", "滨河"),
    ("Xinhua", "新华"),
    ("Wenhua", "文化"),
    ("Tiyu", "体育"),
    ("Keji", "科技"),
    ("Chuangye", "创业"),
    ("Huancheng", "环城"),
    ("Xuefu", "学府"),
    ("Yingbin", "迎宾"),
    ("Changjiang", "长江"),
];

/// Compass directions for land parcel locations ("North of Zhongshan Road").
pub(crate) const DIRECTIONS: &[Pair] = &[
    ("North", "北"),
    ("South", "南"),
    ("East", "东"),
    ("West", "西"),
];

pub(crate) const PROPERTY_TYPES: &[Pair] = &[
    ("Residential", "住宅"),
    ("Apartment", "公寓"),
    ("Commercial", "商业"),
    ("Office", "办公"),
];

pub(crate) const LAND_USES: &[Pair] = &[
    ("Residential", "住宅用地"),
    ("Commercial", "商服用地"),
    ("Residential and Commercial", "住宅兼容商服用地"),
    ("Industrial", "工业用地"),
];

pub(crate) const RISK_LEVELS: &[Pair] = &[
    ("Low Risk", "低风险"),
    ("Medium Risk", "中风险"),
    ("High Risk", "高风险"),
];

/// English month names, January first: how the questions write a month.
pub const MONTHS_EN: [&str; 12] = clarisql_text::MONTH_NAMES;

/// Characters that sound (nearly) alike: how Chinese place names get misspelt with a pinyin IME.
pub(crate) const HOMOPHONES: &[(char, char)] = &[
    ('从', '丛'),
    ('化', '华'),
    ('花', '华'),
    ('都', '督'),
    ('番', '蕃'),
    ('禺', '隅'),
    ('天', '添'),
    ('河', '禾'),
    ('越', '粤'),
    ('秀', '绣'),
    ('珠', '株'),
    ('荔', '莉'),
    ('湾', '弯'),
    ('白', '百'),
    ('云', '芸'),
    ('南', '楠'),
    ('沙', '纱'),
    ('增', '曾'),
    ('城', '成'),
    ('闵', '敏'),
    ('行', '形'),
    ('静', '净'),
    ('安', '按'),
    ('徐', '许'),
    ('汇', '会'),
    ('长', '常'),
    ('宁', '柠'),
    ('普', '谱'),
    ('陀', '驼'),
    ('杨', '扬'),
    ('浦', '蒲'),
    ('宝', '保'),
    ('山', '珊'),
    ('嘉', '佳'),
    ('定', '订'),
    ('松', '淞'),
    ('江', '疆'),
    ('青', '清'),
    ('奉', '凤'),
    ('贤', '闲'),
    ('朝', '潮'),
    ('阳', '洋'),
    ('淀', '殿'),
    ('丰', '风'),
    ('台', '苔'),
    ('大', '达'),
    ('兴', '星'),
    ('通', '同'),
    ('州', '洲'),
    ('顺', '舜'),
    ('义', '仪'),
    ('昌', '倡'),
    ('平', '萍'),
    ('密', '蜜'),
    ('房', '方'),
    ('怀', '淮'),
    ('柔', '揉'),
    ('福', '富'),
    ('田', '甜'),
    ('罗', '萝'),
    ('湖', '糊'),
    ('龙', '隆'),
    ('岗', '钢'),
    ('坪', '枰'),
    ('光', '广'),
    ('明', '鸣'),
    ('盐', '严'),
    ('西', '溪'),
    ('上', '尚'),
    ('拱', '巩'),
    ('墅', '树'),
    ('萧', '肖'),
    ('余', '于'),
    ('杭', '航'),
    ('临', '林'),
    ('富', '福'),
    ('玄', '旋'),
    ('武', '舞'),
    ('秦', '琴'),
    ('淮', '怀'),
    ('建', '健'),
    ('邺', '业'),
    ('鼓', '古'),
    ('楼', '娄'),
    ('口', '扣'),
    ('栖', '妻'),
    ('霞', '夏'),
    ('雨', '语'),
    ('六', '陆'),
    ('合', '和'),
    ('溧', '栗'),
    ('高', '膏'),
    ('淳', '纯'),
    ('锦', '谨'),
    ('羊', '洋'),
    ('金', '今'),
    ('牛', '纽'),
    ('侯', '候'),
    ('成', '城'),
    ('华', '花'),
    ('泉', '全'),
    ('驿', '易'),
    ('温', '文'),
    ('郫', '皮'),
    ('双', '霜'),
    ('流', '留'),
    ('新', '欣'),
    ('岸', '案'),
    ('汉', '翰'),
    ('洪', '鸿'),
    ('蔡', '菜'),
    ('甸', '电'),
    ('夏', '霞'),
    ('黄', '皇'),
    ('陂', '坡'),
    ('东', '冬'),
    ('姑', '菇'),
    ('苏', '酥'),
    ('吴', '无'),
    ('中', '忠'),
    ('相', '湘'),
    ('虎', '琥'),
    ('丘', '秋'),
    ('雁', '燕'),
    ('塔', '踏'),
    ('碑', '悲'),
    ('林', '琳'),
    ('莲', '连'),
    ('未', '味'),
    ('央', '秧'),
    ('灞', '坝'),
    ('桥', '乔'),
    ('潼', '童'),
    ('渝', '愉'),
    ('北', '贝'),
    ('坝', '霸'),
    ('九', '久'),
    ('坡', '波'),
    ('巴', '芭'),
    ('碚', '倍'),
    ('和', '禾'),
    ('开', '凯'),
    ('红', '虹'),
    ('丽', '莉'),
    ('津', '今'),
    ('辰', '晨'),
    ('清', '青'),
    ('芙', '夫'),
    ('蓉', '容'),
    ('心', '新'),
    ('岳', '乐'),
    ('麓', '鹿'),
    ('望', '旺'),
    ('七', '柒'),
    ('管', '馆'),
    ('惠', '慧'),
    ('济', '际'),
    ('京', '经'),
    ('庆', '亲'),
    ('深', '申'),
    ('圳', '镇'),
    ('郑', '正'),
    ('原', '源'),
    ('二', '贰'),
    ('钱', '前'),
    ('塘', '唐'),
];

pub(crate) fn homophone(c: char) -> Option<char> {
    HOMOPHONES
        .iter()
        .find(|(from, _)| *from == c)
        .map(|(_, to)| *to)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No place name may contain another: a caption search for one would also find the other,
    /// and a "Missing" or "Unmatch" label would become ambiguous.
    #[test]
    fn place_names_are_unique_and_never_inside_one_another() {
        let mut names: Vec<(String, String)> = Vec::new();
        for c in CITIES {
            names.push((c.en.to_string(), c.zh.trim_end_matches('市').to_string()));
            for d in c.districts {
                names.push((format!("{} District", d.en), d.zh.to_string()));
            }
        }
        for (i, a) in names.iter().enumerate() {
            for (j, b) in names.iter().enumerate() {
                if i != j {
                    assert!(!b.0.contains(&a.0), "{} is inside {}", a.0, b.0);
                    assert!(!b.1.contains(&a.1), "{} is inside {}", a.1, b.1);
                }
            }
        }
    }

    /// Project and brand names never contain a place name, so a question that leaves a place
    /// out does not mention it by accident.
    #[test]
    fn project_words_do_not_contain_place_names() {
        for c in CITIES {
            let stems: Vec<(&str, &str)> = std::iter::once((c.en, c.zh.trim_end_matches('市')))
                .chain(
                    c.districts
                        .iter()
                        .map(|d| (d.en, d.zh.trim_end_matches('区'))),
                )
                .collect();
            for (en, zh) in stems {
                for (we, wz) in BRANDS.iter().chain(NAME_CORES).chain(NAME_SUFFIXES) {
                    assert!(
                        !we.contains(en) && !wz.contains(zh),
                        "{we}/{wz} contains {en}/{zh}"
                    );
                }
            }
        }
    }
}
