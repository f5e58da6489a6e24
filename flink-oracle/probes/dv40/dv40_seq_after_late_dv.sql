-- probe dv40: deletion vectors, sequence.field set after the data, then a record of the key with a lower sequence value
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 10), (2, 'a', 20), (3, 'a', 30), (4, 'a', 40), (5, 'a', 50), (6, 'a', 60), (7, 'b', 57);
INSERT INTO t VALUES (7, 'c', 46);
ALTER TABLE t SET ('sequence.field' = 'n');
INSERT INTO t VALUES (7, 'd', 40);
SELECT level, record_count FROM t$files ORDER BY level;
SELECT * FROM t;
INSERT INTO t VALUES (7, 'e', 50);
SELECT * FROM t WHERE k = 7;
INSERT INTO t VALUES (7, 'f', 55), (2, 'g', 1);
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t;
