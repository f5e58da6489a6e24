-- probe: ignore-retract on the sequence field
CREATE TABLE b (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.sq.ignore-retract' = 'true');
INSERT INTO b VALUES (1, 5, 5), (2, 5, 5);
INSERT INTO b VALUES -U(1, 2, 6), -D(2, 2, 4);
SELECT * FROM b;
CALL sys.compact('default.b');
INSERT INTO b VALUES (1, 1, 3), (2, 1, 3);
SELECT * FROM b;
