-- probe fz43p_1743_compact: fzat_1743 reduced; .out = Varve's (key 2 first_value 10); Flink 2.0 + Paimon 1.4.2 print [2, 30, 3]: CALL sys.compact stores the merged row at sq 3, the later sq-4 record sorts before it under the descending order (explicit-compaction late records, REPORT sweep 40 lt40 / 43 fz43)
CREATE TABLE t (k INT, v INT, sq BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.v.aggregate-function' = 'first_value', 'sequence.field' = 'sq', 'sequence.field.sort-order' = 'descending');
INSERT INTO t VALUES (2, 10, 4);
INSERT INTO t VALUES (2, 20, 3);
CALL sys.compact(`table` => 'default.t');
INSERT INTO t VALUES (2, 30, 4);
SELECT * FROM t;
