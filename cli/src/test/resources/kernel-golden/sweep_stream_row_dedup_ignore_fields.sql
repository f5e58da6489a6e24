-- lookup with changelog-producer.row-deduplicate and -ignore-fields: an update changing only ignored columns yields no changelog
-- ordered
CREATE TABLE T (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup',
  'changelog-producer.row-deduplicate' = 'true', 'changelog-producer.row-deduplicate-ignore-fields' = 'ts');
INSERT INTO T VALUES (1, 'a', 1), (2, 'b', 1);
INSERT INTO T VALUES (1, 'a', 2), (2, 'b2', 2);
INSERT INTO T VALUES (1, 'a', 3), -D(2, 'b2', 3), (3, 'c', 3);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM T;
