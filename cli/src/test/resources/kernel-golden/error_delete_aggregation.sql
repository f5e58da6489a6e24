-- exit: 1
-- stderr: ERROR: statement 3
-- stderr: merge-engine 'aggregation' does not support DELETE
-- DELETE runs on deduplicate tables, tables ignoring deletes and partial-update tables removing the row on delete
CREATE TABLE T (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 5);
DELETE FROM T WHERE k = 1;
