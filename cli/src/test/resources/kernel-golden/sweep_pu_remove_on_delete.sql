-- partial-update with partial-update.remove-record-on-delete: -D removes the row, -U is skipped, other keys merge on
CREATE TABLE T (k INT, v1 DOUBLE, v2 BIGINT, v3 STRING, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true');
INSERT INTO T VALUES (1, 1.0, NULL, 'a'), (2, 2.0, 20, NULL), (3, NULL, 30, 'c');
INSERT INTO T VALUES -U(1, 1.0, NULL, 'a'), +U(1, NULL, 11, NULL), -D(2, 2.0, 20, NULL), (3, 3.5, NULL, NULL);
INSERT INTO T VALUES -D(4, 1.0, 1, 'x'), (5, NULL, NULL, 'e'), -D(5, NULL, NULL, NULL), (6, 6.0, NULL, NULL);
SELECT * FROM T;
