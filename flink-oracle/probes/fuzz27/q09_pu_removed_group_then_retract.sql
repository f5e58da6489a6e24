-- fzat_1208 reduced: partial-update, partial-update.remove-record-on-sequence-group s3; a -D removes the row, then a -U whose group sequences are older
CREATE TABLE t (k INT, s1 INT, a INT, s3 INT, c INT, e INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.s1.sequence-group' = 'a,e', 'fields.e.aggregate-function' = 'sum', 'fields.s3.sequence-group' = 'c', 'partial-update.remove-record-on-sequence-group' = 's3');
INSERT INTO t VALUES (1, 1, 8, 3, 1, 2), (2, 1, 8, 3, 1, 2);
INSERT INTO t VALUES (1, 1, 8, 1, 5, 6), (2, 1, 8, 1, 5, 6);
INSERT INTO t VALUES -D(1, 4, 3, 3, 4, 4), -D(2, 4, 3, 3, 4, 4);
SELECT * FROM t;
INSERT INTO t VALUES -U(1, 1, 2, 1, CAST(NULL AS INT), 9), -U(2, 5, 2, 1, CAST(NULL AS INT), 9);
SELECT * FROM t;
