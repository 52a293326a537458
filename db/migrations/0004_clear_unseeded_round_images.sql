-- Variants rendered before each round had a render secret are plain blurs of the public image,
-- matchable by a lookup table; they also lack the random ETag added next. They are a cache:
-- the current round renders again, with its secret, on its next request.
DELETE FROM `round_images`;
