-- num-levels: a full compaction writes to the last level
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'num-levels' = '3');
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO n VALUES (1, 'a');
INSERT INTO n VALUES (2, 'b');
CALL sys.compact('default.t');
CALL sys.compact('default.n');
SELECT 't', level, record_count FROM t$files;
SELECT 'n', level, record_count FROM n$files;
