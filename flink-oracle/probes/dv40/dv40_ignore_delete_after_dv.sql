-- probe dv40: deletion vectors, a DELETE, then ignore-delete set, a write of another key
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 10), (2, 'a', 20), (3, 'a', 30), (4, 'a', 40), (5, 'a', 50), (6, 'a', 60), (7, 'b', 57);
DELETE FROM t WHERE k = 7;
INSERT INTO t VALUES -D(3, 'a', 30);
SELECT * FROM t;
ALTER TABLE t SET ('ignore-delete' = 'true');
SELECT * FROM t;
SELECT rowkind, k FROM t$audit_log WHERE k = 7 OR k = 3;
INSERT INTO t VALUES (9, 'z', 101);
SELECT * FROM t;
INSERT INTO t VALUES -D(2, 'a', 20);
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t;
