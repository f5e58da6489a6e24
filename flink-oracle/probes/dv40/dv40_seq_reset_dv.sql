-- probe dv40: deletion vectors, sequence.field from the start, a lower value in a second commit, then the option reset
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true', 'sequence.field' = 'n');
INSERT INTO t VALUES (1, 'a', 10), (2, 'a', 20), (3, 'a', 30), (4, 'a', 40), (5, 'a', 50), (6, 'a', 60), (7, 'b', 57);
INSERT INTO t VALUES (7, 'c', 46);
SELECT level, record_count FROM t$files ORDER BY level;
SELECT * FROM t WHERE k = 7;
ALTER TABLE t RESET ('sequence.field');
SELECT * FROM t WHERE k = 7;
INSERT INTO t VALUES (9, 'z', 1);
SELECT * FROM t WHERE k > 6;
