-- probe dv40: lookup producer, a DELETE, then ignore-delete set, a write of another key
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a', 10), (2, 'a', 20), (3, 'a', 30), (4, 'a', 40), (5, 'a', 50), (6, 'a', 60), (7, 'b', 57);
DELETE FROM t WHERE k = 7;
SELECT level, record_count FROM t$files ORDER BY level;
ALTER TABLE t SET ('ignore-delete' = 'true');
SELECT * FROM t;
INSERT INTO t VALUES (9, 'z', 101);
SELECT * FROM t;
