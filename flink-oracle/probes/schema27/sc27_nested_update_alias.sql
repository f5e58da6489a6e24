-- nested_update without nested-key over an ARRAY<ROW> written before a nested field was added
CREATE TABLE t (k INT, items ARRAY<ROW<id INT, name STRING>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.items.aggregate-function' = 'nested_update', 'bucket' = '1');
INSERT INTO t VALUES (1, ARRAY[ROW(1, 'a'), ROW(2, 'b'), ROW(3, 'c')]);
ALTER TABLE t MODIFY items ARRAY<ROW<id INT, name STRING, n INT>>;
INSERT INTO t VALUES (1, ARRAY[ROW(4, 'd', 40)]);
SELECT * FROM t;
