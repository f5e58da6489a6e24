-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no -D row kinds in VALUES
-- sweep 40 dv (probes flink-oracle/probes/dv40): ignore-delete set after a DELETE. With deletion vectors (t) or the lookup producer (l) the compaction that took the -D stored or marked the key's removal then, so the option set later does not bring key 7 (nor key 3, an explicit -D) back.
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
CREATE TABLE l (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a', 10), (2, 'a', 20), (3, 'a', 30), (4, 'a', 40), (5, 'a', 50), (6, 'a', 60), (7, 'b', 57);
DELETE FROM t WHERE k = 7;
INSERT INTO t VALUES -D(3, 'a', 30);
INSERT INTO l VALUES (1, 'a', 10), (2, 'a', 20), (3, 'a', 30), (4, 'a', 40), (5, 'a', 50), (6, 'a', 60), (7, 'b', 57);
DELETE FROM l WHERE k = 7;
ALTER TABLE t SET ('ignore-delete' = 'true');
ALTER TABLE l SET ('ignore-delete' = 'true');
SELECT 't', k FROM t;
SELECT 'l', k FROM l;
SELECT rowkind, k FROM t$audit_log WHERE k = 7 OR k = 3;
INSERT INTO t VALUES (9, 'z', 101);
INSERT INTO l VALUES (9, 'z', 101);
SELECT 't', k FROM t;
SELECT 'l', k FROM l;
INSERT INTO t VALUES -D(2, 'a', 20);
SELECT 't', k FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT 't', k FROM t;
