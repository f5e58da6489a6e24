-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not publish a lookup-layout commit's compaction as its own COMPACT snapshot
-- incremental-between over APPEND and COMPACT ids of a lookup-producer table: the changelog lives in the COMPACT snapshots, the delta mode reads the APPEND ones
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO T VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO T VALUES (1, 'a2'), (4, 'd');
INSERT INTO T VALUES (2, 'b2');
SELECT 'i13', k, v FROM T /*+ OPTIONS('incremental-between' = '1,3') */;
SELECT 'i24', k, v FROM T /*+ OPTIONS('incremental-between' = '2,4') */;
SELECT 'i23', k, v FROM T /*+ OPTIONS('incremental-between' = '2,3') */;
SELECT 'i34', k, v FROM T /*+ OPTIONS('incremental-between' = '3,4') */;
SELECT 'i26', k, v FROM T /*+ OPTIONS('incremental-between' = '2,6') */;
SELECT 'c24', k, v FROM T /*+ OPTIONS('incremental-between' = '2,4', 'incremental-between-scan-mode' = 'changelog') */;
SELECT 'c23', k, v FROM T /*+ OPTIONS('incremental-between' = '2,3', 'incremental-between-scan-mode' = 'changelog') */;
SELECT 'd24', k, v FROM T /*+ OPTIONS('incremental-between' = '2,4', 'incremental-between-scan-mode' = 'delta') */;
SELECT 'd23', k, v FROM T /*+ OPTIONS('incremental-between' = '2,3', 'incremental-between-scan-mode' = 'delta') */;
SELECT 'a', * FROM T$audit_log /*+ OPTIONS('incremental-between' = '2,4') */;
