-- nested_update with nested-key: the old file compacted into the new schema before the next write
CREATE TABLE t (k INT, items ARRAY<ROW<id INT, name STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.items.aggregate-function' = 'nested_update', 'fields.items.nested-key' = 'id', 'bucket' = '1');
INSERT INTO t VALUES (1, ARRAY[ROW(1, 'a'), ROW(2, 'b')]);
ALTER TABLE t MODIFY items ARRAY<ROW<id INT, name STRING, n INT>>;
CALL sys.compact('default.t');
INSERT INTO t VALUES (1, ARRAY[ROW(2, 'bb', 20), ROW(3, 'c', 30)]);
SELECT * FROM t;
