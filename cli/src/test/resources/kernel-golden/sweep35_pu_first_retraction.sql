-- partial-update without sequence groups (remove-record-on-delete): every -U is skipped (SEMANTICS §3), also the first record of a merge
-- (across commits, and in one commit over a stored row) and after a removing -D. Paimon 1.4.2 starts from a first -U's values and
-- revives key 4 with the -D's values (probe flink-oracle/probes/pu35/pu35_first_retraction has its output): old values come back, SEMANTICS §11
-- not checked against Paimon: differs from Flink 2.0 + Paimon 1.4.2 by design (known-differences.txt); the Java-API interpreter runs no filtered $audit_log reads
CREATE TABLE t1 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true');
INSERT INTO t1 VALUES (2, 'x', 5), (4, 'a', 1), (5, 'e', 5);
INSERT INTO t1 VALUES -U(1, 'a', 1), -U(3, 'c', 3), -D(4, 'a', 1), -U(6, 'f', 6), +U(6, CAST(NULL AS STRING), CAST(NULL AS INT));
SELECT * FROM t1;
INSERT INTO t1 VALUES +U(1, 'b', CAST(NULL AS INT)), -U(2, 'y', 6), +U(2, 'z', CAST(NULL AS INT)), -U(4, 'q', 9), -U(5, 'p', 9), -U(5, 'r', 8), +U(5, CAST(NULL AS STRING), 7);
SELECT * FROM t1;
INSERT INTO t1 VALUES (3, CAST(NULL AS STRING), 4);
SELECT * FROM t1;
SELECT k, v, n FROM t1$audit_log WHERE rowkind = '-U' OR rowkind = '-D';
