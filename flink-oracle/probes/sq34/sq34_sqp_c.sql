-- probe: write buffer: a key's add and a higher-sequence retraction in one commit, then a lower-sequence add
CREATE TABLE c (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum');
INSERT INTO c VALUES +I(1, 5, 5), -U(1, 2, 6), +I(2, 5, 5), -D(2, 2, 6), +I(3, 5, 5), -U(3, 2, 4);
SELECT * FROM c;
SELECT level, record_count FROM c$files;
INSERT INTO c VALUES (1, 1, 3), (2, 1, 3), (3, 1, 3);
SELECT * FROM c;
