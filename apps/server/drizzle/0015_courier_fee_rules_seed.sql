-- The couriers' fees from the 广州 warehouse (GZ) by destination province, as of the platform's start:
-- a zone's first kg and each further kg, times the courier's price level (percent). 港澳台 only by
-- 顺丰 and EMS: other couriers have no rule there (43003 该地区暂不支持此快递). /ops adds newer rules.
INSERT INTO "courier_fee_rules" ("courier_code", "warehouse_code", "province_code", "first_kg_fen", "extra_kg_fen", "effective_from")
SELECT c.code, 'GZ', p.code, round(z.first_fen * c.pct / 100.0), round(z.extra_fen * c.pct / 100.0), '2024-01-01T00:00:00+08:00'::timestamptz
  FROM (VALUES ('ZTO', 100), ('YTO', 100), ('STO', 100), ('YD', 100), ('JTSD', 90), ('HTKY', 95), ('EMS', 150), ('SF', 250), ('JD', 200), ('DBL', 180)) c(code, pct)
 CROSS JOIN (VALUES
   ('440000', 'LOCAL'),
   ('450000', 'NEAR'), ('460000', 'NEAR'), ('350000', 'NEAR'), ('430000', 'NEAR'), ('360000', 'NEAR'),
   ('330000', 'NEAR'), ('320000', 'NEAR'), ('310000', 'NEAR'), ('340000', 'NEAR'), ('420000', 'NEAR'),
   ('110000', 'FAR'), ('120000', 'FAR'), ('130000', 'FAR'), ('140000', 'FAR'), ('210000', 'FAR'), ('220000', 'FAR'),
   ('230000', 'FAR'), ('370000', 'FAR'), ('410000', 'FAR'), ('500000', 'FAR'), ('510000', 'FAR'), ('520000', 'FAR'),
   ('530000', 'FAR'), ('610000', 'FAR'),
   ('150000', 'REMOTE'), ('540000', 'REMOTE'), ('620000', 'REMOTE'), ('630000', 'REMOTE'), ('640000', 'REMOTE'), ('650000', 'REMOTE'),
   ('710000', 'OVERSEAS'), ('810000', 'OVERSEAS'), ('820000', 'OVERSEAS')) p(code, zone)
  JOIN (VALUES ('LOCAL', 300, 100), ('NEAR', 400, 200), ('FAR', 500, 300), ('REMOTE', 1500, 1000), ('OVERSEAS', 3000, 2000)) z(zone, first_fen, extra_fen)
    ON z.zone = p.zone
 WHERE p.zone <> 'OVERSEAS' OR c.code IN ('SF', 'EMS');
