-- num-levels with the lookup changelog producer
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'num-levels' = '2', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
SELECT level, record_count FROM t$files;
SELECT * FROM t;
