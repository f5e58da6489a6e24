-- full-compaction changelog with sequence.field: a late record changes nothing and yields no change; a newer one -U/+U; a -D with a newer sequence -D
-- ordered
CREATE TABLE T (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'full-compaction', 'sequence.field' = 'ts', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a', 5), (2, 'b', 5);
INSERT INTO T VALUES (1, 'late', 3), (2, 'b2', 6);
INSERT INTO T VALUES -D(2, 'b2', 7), -D(1, 'a', 4);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
