-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle), where a key's lone record passes through unmerged
-- a lone +U of a partial-update table without sequence groups, before and after compaction, in $audit_log
CREATE TABLE P (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1');
INSERT INTO P VALUES +U(1, 'x', 1), +I(2, 'y', 2);
INSERT INTO P VALUES +U(2, CAST(NULL AS STRING), 5);
SELECT * FROM P$audit_log;
CALL sys.compact('default.P');
SELECT * FROM P$audit_log;
SELECT * FROM P;
