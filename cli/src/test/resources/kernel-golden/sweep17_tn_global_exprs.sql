-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- ordered
-- a global Top-2 (no PARTITION BY) over an append table, read by alias with expressions on the rank; and over $audit_log (insert-only)
CREATE TABLE T (id INT, name STRING, score INT);
INSERT INTO T VALUES (1, 'ann', 50), (2, 'bob', 70);
INSERT INTO T VALUES (3, 'cy', 60), (4, 'di', 90);
SET 'execution.runtime-mode' = 'streaming';
SELECT t.name, t.rn * 10 AS r10, UPPER(t.name) FROM (SELECT name, score, ROW_NUMBER() OVER (ORDER BY score DESC, id) AS rn FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE score > 55) AS t WHERE t.rn < 3;
SELECT rowkind, name FROM (SELECT rowkind, name, ROW_NUMBER() OVER (PARTITION BY rowkind ORDER BY score) AS rn FROM T$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
