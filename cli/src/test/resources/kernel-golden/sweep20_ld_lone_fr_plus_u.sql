-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle), where a key's lone record passes through unmerged
-- a lone +U of a first-row table, before and after compaction, in $audit_log
CREATE TABLE F (k INT, a STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'bucket' = '1');
INSERT INTO F VALUES +U(1, 'x'), +I(2, 'y');
INSERT INTO F VALUES +U(2, 'z');
SELECT * FROM F$audit_log;
CALL sys.compact('default.F');
SELECT * FROM F$audit_log;
