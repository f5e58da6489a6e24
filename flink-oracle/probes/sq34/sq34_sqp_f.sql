-- probe: remove-record-on-delete with ignore-retract on the primary key
CREATE TABLE f (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'aggregation.remove-record-on-delete' = 'true', 'fields.k.ignore-retract' = 'true');
INSERT INTO f VALUES (1, 5, 5);
SELECT * FROM f;
