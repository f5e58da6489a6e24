-- the full-compaction producer (delta-commits = 1): a key whose only record is a -D (aggregation sum; partial-update with a sequence group) is dropped by the scheduled full compaction, as in Paimon; a later record of the key starts afresh (the sum reads 10, not 5; the group takes sequence 3) (fuzz17 fzag_0010)
-- ordered
CREATE TABLE t (k INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1', 'bucket' = '1');
CREATE TABLE u (k INT, g INT, a STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'fields.g.sequence-group' = 'a', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '1', 'bucket' = '1');
INSERT INTO t VALUES (1, 1);
INSERT INTO t VALUES -D(2, 5);
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (2, 10);
SELECT * FROM t;
INSERT INTO u VALUES (1, 1, 'x');
INSERT INTO u VALUES -D(2, 5, 'y');
SELECT * FROM u$audit_log;
INSERT INTO u VALUES (2, 3, 'z');
SELECT * FROM u;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM u /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
