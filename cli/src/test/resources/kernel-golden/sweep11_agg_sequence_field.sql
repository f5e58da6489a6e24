-- first_value / last_value / last_non_null_value / first_non_null_value with sequence.field: out-of-order sequences across commits, then a full compaction (results are those of merging every commit in sequence order)
CREATE TABLE T (k INT, s INT, fv STRING, lv STRING, lnn STRING, fnn STRING, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 's', 'fields.fv.aggregate-function' = 'first_value', 'fields.lv.aggregate-function' = 'last_value', 'fields.lnn.aggregate-function' = 'last_non_null_value', 'fields.fnn.aggregate-function' = 'first_non_null_value', 'fields.m.aggregate-function' = 'max', 'bucket' = '1');
INSERT INTO T VALUES (1, 5, 'a5', 'a5', 'a5', CAST(NULL AS STRING), 5), (2, 2, 'b2', 'b2', 'b2', 'b2', 2), (2, 1, 'b1', 'b1', 'b1', 'b1', 1);
INSERT INTO T VALUES (1, 3, 'a3', 'a3', CAST(NULL AS STRING), 'f3', 3);
INSERT INTO T VALUES (1, 7, 'a7', CAST(NULL AS STRING), CAST(NULL AS STRING), 'f7', 7), (2, 0, 'b0', 'b0', 'b0', 'b0', 0);
SELECT * FROM T;
INSERT INTO T VALUES (1, 6, 'a6', 'a6', 'a6', 'f6', 6);
INSERT INTO T VALUES (1, 1, 'a1', 'a1', 'a1', 'f1', 1);
SELECT * FROM T;
CALL sys.compact('default.T');
SELECT * FROM T;
