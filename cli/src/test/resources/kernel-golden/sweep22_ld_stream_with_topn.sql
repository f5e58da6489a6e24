-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming query over a subquery
-- a streaming WITH: the dedup Top-N written as a WITH item, read by the body
CREATE TABLE ev (id INT, uid INT, ts INT, v STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO ev VALUES (1, 7, 10, 'a'), (2, 7, 20, 'b'), (3, 8, 5, 'c');
INSERT INTO ev VALUES (4, 8, 30, 'd');
SET 'execution.runtime-mode' = 'streaming';
WITH ranked AS (SELECT uid, v, ROW_NUMBER() OVER (PARTITION BY uid ORDER BY ts DESC) AS rn FROM ev /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */)
SELECT uid, v FROM ranked WHERE rn = 1;
