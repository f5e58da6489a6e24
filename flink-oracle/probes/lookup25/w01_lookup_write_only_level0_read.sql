-- lookup producer, partial-update removal group: a stored -D above the row, then an add left in level 0 by a write-only statement; the batch read merges the newest non-level-0 record with level 0
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200), (3, 1, 30, 300);
INSERT INTO t VALUES -D(1, 2, 5, 50);
INSERT INTO t /*+ OPTIONS('write-only' = 'true') */ VALUES (1, 3, 7, 70);
SELECT level, record_count FROM t$files;
SELECT * FROM t;
INSERT INTO t /*+ OPTIONS('write-only' = 'true') */ VALUES (1, 4, 8, 80);
SELECT * FROM t;
