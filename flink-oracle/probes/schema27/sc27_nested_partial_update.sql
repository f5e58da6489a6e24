CREATE TABLE t (k INT, items ARRAY<ROW<id INT, name STRING, n INT>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.items.aggregate-function' = 'nested_partial_update', 'fields.items.nested-key' = 'id', 'bucket' = '1');
INSERT INTO t VALUES (1, ARRAY[ROW(1, 'a', 1), ROW(2, 'b', 2)]);
ALTER TABLE t MODIFY items ARRAY<ROW<id INT, name STRING, n BIGINT, z STRING>>;
SELECT schema_id, fields FROM t$schemas;
INSERT INTO t VALUES (1, ARRAY[ROW(2, CAST(NULL AS STRING), 20, 'z2')]);
SELECT * FROM t;
