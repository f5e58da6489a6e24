CREATE TABLE i (k INT, s BIGINT, lv STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value');
INSERT INTO i VALUES +I(1, 5, 'a', 5), -U(1, 2, 'b', 6);
SELECT * FROM i;
INSERT INTO i VALUES (1, 1, 'c', 3);
SELECT * FROM i;
