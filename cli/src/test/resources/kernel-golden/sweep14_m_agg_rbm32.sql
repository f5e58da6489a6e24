-- rbm32 aggregation (serialized 32-bit Roaring bitmaps, portable format) unions the bitmaps of a key over commits; a null bitmap contributes nothing; batch rows as bytes
CREATE TABLE A (k INT, b VARBINARY, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.b.aggregate-function' = 'rbm32', 'bucket' = '1');
INSERT INTO A VALUES (1, x'3A3000000100000000000000100000000100'), (2, x'3A3000000100000000000000100000000200');
INSERT INTO A VALUES (1, x'3A3000000100000000000000100000000200'), (2, CAST(NULL AS VARBINARY));
SELECT * FROM A;
