-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming aggregation
-- streaming SELECT DISTINCT of expressions with a WHERE, over a deduplicate table read with its normalized changelog
CREATE TABLE T (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO T VALUES (1, 'a', 10), (2, 'b', 11), (3, 'a', 12);
INSERT INTO T VALUES (1, 'a', 13), (4, 'c', 2);
DELETE FROM T WHERE k = 4;
SET 'execution.runtime-mode' = 'streaming';
SELECT DISTINCT UPPER(g) AS ug, MOD(v, 2) AS parity FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE v > 5;
