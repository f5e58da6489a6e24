-- force-lookup (the lookup layout without the lookup producer), partial-update removal group: -D and newer adds of a key in one statement merge first, then onto the stored row; a key with a removal only, and one new key
CREATE TABLE t (k INT, s1 INT, a INT, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'force-lookup' = 'true', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,b', 'fields.a.aggregate-function' = 'sum', 'fields.b.aggregate-function' = 'first_value', 'partial-update.remove-record-on-sequence-group' = 's1');
INSERT INTO t VALUES (1, 1, 10, 100), (2, 1, 20, 200), (3, 1, 30, 300);
INSERT INTO t VALUES -D(1, 2, 5, 50), (1, 3, 7, 70), (1, 4, 1, 10), -D(2, 2, 6, 60), (4, 1, 40, 400);
SELECT * FROM t;
SELECT level, record_count FROM t$files ORDER BY level;
