-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming join
-- streaming joins over $audit_log (fzjn_0003, fzjn_0023): the system table is an insert-only input (rowkind a column); DISTINCT / GROUP BY keys that share a name (x.g, y.g) stay apart
CREATE TABLE a (k INT NOT NULL, g INT, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE b (k INT NOT NULL, g INT, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO a VALUES (1, 1, 'a1', 5), (2, 3, 'a2', 8), (5, 2, 'a5', 6);
INSERT INTO b VALUES (2, CAST(NULL AS INT), 'b2', 8), (5, 7, 'b5', 9), (1, 4, 'b1', 1);
INSERT INTO a VALUES (2, 1, 'a2x', 9);
DELETE FROM a WHERE k = 5;
SET 'execution.runtime-mode' = 'streaming';
SELECT x.rowkind, x.k, x.s, y.s FROM a$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ AS x JOIN b AS y ON x.k = y.k;
SELECT DISTINCT x.rowkind, x.g, y.g FROM a$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ AS x JOIN b$audit_log AS y ON x.k = y.k;
SELECT y.g, COUNT(*) AS c FROM a$audit_log /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ AS x JOIN b AS y ON x.k = y.k AND x.n <= y.n GROUP BY x.g, y.g;
