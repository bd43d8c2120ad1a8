-- 旅行：航空公司、机场和它们之间的航线（多对多），以及各城市的住宿。
-- A Chinese schema with Chinese values, for the Chinese side of the detectors.
CREATE TABLE 航空公司 (
  编号 INTEGER PRIMARY KEY,
  名称 TEXT NOT NULL,
  国家 TEXT NOT NULL
);
INSERT INTO 航空公司 VALUES
  (1, '东方航空', '中国'),
  (2, '南方航空', '中国'),
  (3, '达美航空', '美国');

CREATE TABLE 机场 (
  编号 INTEGER PRIMARY KEY,
  机场名称 TEXT NOT NULL,
  城市 TEXT NOT NULL
);
INSERT INTO 机场 VALUES
  (1, '首都机场', '北京'),
  (2, '浦东机场', '上海'),
  (3, '白云机场', '广州'),
  (4, '双流机场', '成都');

CREATE TABLE 航线 (
  航线编号 INTEGER PRIMARY KEY,
  航空公司编号 INTEGER NOT NULL REFERENCES 航空公司(编号),
  机场编号 INTEGER NOT NULL REFERENCES 机场(编号)
);
INSERT INTO 航线 VALUES
  (1, 1, 1), (2, 1, 2), (3, 1, 3), (4, 1, 4),
  (5, 2, 1), (6, 2, 3),
  (7, 3, 2);

CREATE TABLE 住宿 (
  编号 INTEGER PRIMARY KEY,
  名称 TEXT NOT NULL,
  类型 TEXT NOT NULL,
  城市 TEXT NOT NULL,
  价格 INTEGER NOT NULL,
  卫生评分 REAL NOT NULL,
  服务评分 REAL NOT NULL
);
INSERT INTO 住宿 VALUES
  (1, '如家北京店', '酒店', '北京', 200, 4.1, 4.5),
  (2, '汉庭上海店', '酒店', '上海', 300, 4.6, 4.0),
  (3, '星空胶囊', '胶囊房', '北京', 200, 4.8, 3.9),
  (4, '云端胶囊', '胶囊房', '上海', 150, 3.9, 4.2),
  (5, '全季广州店', '酒店', '广州', 200, 4.3, 4.7),
  (6, '背包客之家', '青旅', '北京', 80, 3.5, 4.4),
  (7, '成都熊猫青旅', '青旅', '成都', 90, 4.0, 4.1);
