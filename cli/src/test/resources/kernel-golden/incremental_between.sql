-- Batch incremental reads ('incremental-between', Paimon's "Batch Incremental"): start exclusive, end inclusive.
-- Expected rows checked against Apache Paimon 1.4.2's Java API on the same commits (its AuditLogTable for
-- $audit_log); a plain batch SELECT shows the same rows, retractions included, each as +I (Paimon's Flink batch source
-- passes them on; checked with Flink 2.0 + Paimon 1.4.2, flink-oracle).
CREATE TABLE t (id BIGINT, v STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (4, 'x');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'c');
INSERT INTO t VALUES +I(3, 'd'), -D(2, 'b'), +I(4, 'x');
SELECT * FROM t /*+ OPTIONS('incremental-between' = '1,3') */ ORDER BY id;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'delta') */;
SELECT * FROM t$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'diff') */;
SELECT id FROM t /*+ OPTIONS('incremental-between' = '0,1') */ WHERE id > 1 ORDER BY id;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,2') */;
CREATE TABLE n (id BIGINT, v STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO n VALUES (1, 'a'), (2, 'b');
INSERT INTO n VALUES (1, 'c');
INSERT INTO n VALUES +I(3, 'd'), -D(2, 'b');
SELECT * FROM n$audit_log /*+ OPTIONS('incremental-between' = '1,3') */;
SELECT * FROM n$audit_log /*+ OPTIONS('incremental-between' = '1,3', 'incremental-between-scan-mode' = 'changelog') */;
