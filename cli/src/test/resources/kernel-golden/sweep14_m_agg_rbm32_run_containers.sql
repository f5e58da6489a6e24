-- rbm32 with a bitmap serialized with a run container ({1, 2, 3}): a key's only record reads back as written, a union with an array-container bitmap ({5}) is serialized again; batch rows as bytes
CREATE TABLE A (k INT, b VARBINARY, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.b.aggregate-function' = 'rbm32', 'bucket' = '1');
INSERT INTO A VALUES (1, x'3B3000000100000200010001000200'), (2, x'3B3000000100000200010001000200');
INSERT INTO A VALUES (2, x'3A3000000100000000000000100000000500');
SELECT * FROM A;
