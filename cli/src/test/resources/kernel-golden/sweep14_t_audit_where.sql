-- $audit_log projections and WHERE on rowkind
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter reads $audit_log only as SELECT *, without projections, WHERE or GROUP BY
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO t VALUES -U(1, 'a'), +U(1, 'a2'), -D(2, 'b');
SELECT rowkind, k FROM t$audit_log WHERE rowkind = '+U';
SELECT k, rowkind FROM t$audit_log WHERE rowkind <> '+I';
SELECT COUNT(*), rowkind FROM t$audit_log GROUP BY rowkind;
SELECT v FROM t$audit_log WHERE k > 1;
SELECT rowkind, k FROM t$audit_log /*+ OPTIONS('scan.snapshot-id' = '1') */;
