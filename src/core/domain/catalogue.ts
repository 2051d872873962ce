/** The device category id the spec's get_device call uses ("a fixed value"). */
export const deviceCategoryId = 'smartphones'
