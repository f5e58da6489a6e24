CREATE TABLE t (k INT, items ARRAY<ROW<id INT, name STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.items.aggregate-function' = 'nested_update', 'fields.items.nested-key' = 'id', 'bucket' = '1');
INSERT INTO t VALUES (1, ARRAY[ROW(1, 'a'), ROW(2, 'b')]);
ALTER TABLE t MODIFY items ARRAY<ROW<id INT, name STRING, n INT>>;
SELECT schema_id, fields FROM t$schemas;
INSERT INTO t VALUES (1, ARRAY[ROW(2, 'bb', 20), ROW(3, 'c', 30)]);
SELECT * FROM t;
CALL sys.compact('default.t');
SELECT * FROM t;
